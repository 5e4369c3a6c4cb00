import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { UploadDropzone, type UploadDropzoneProps } from './UploadDropzone';

const photo = (name: string, size = 1024, type = 'image/jpeg') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderDropzone(props: Partial<UploadDropzoneProps> = {}) {
  const onFilesSelected = vi.fn();
  const onInvalid = vi.fn();
  const view = render(
    <ThemeProvider>
      <UploadDropzone onFilesSelected={onFilesSelected} onInvalid={onInvalid} {...props} />
    </ThemeProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, input, onFilesSelected, onInvalid };
}

describe('UploadDropzone', () => {
  it('passes picked photos on', async () => {
    const { input, onFilesSelected } = renderDropzone();
    const files = [photo('a.jpg'), photo('b.png', 2048, 'image/png')];
    await userEvent.upload(input, files);
    expect(onFilesSelected).toHaveBeenCalledWith(files);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects a drop with a file over 30 MB and says why', () => {
    const { container, onFilesSelected, onInvalid } = renderDropzone();
    const area = container.querySelector('[data-state]')!;
    fireEvent.drop(area, { dataTransfer: { files: [photo('big.jpg', 31457281)] } });
    const message = 'Please ensure you are uploading actual photos and each of their size is at most 30mbs';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onInvalid).toHaveBeenCalledWith(message);
    expect(onFilesSelected).not.toHaveBeenCalled();
  });

  it('applies the size limit it is given', () => {
    const { container, onFilesSelected, onInvalid } = renderDropzone({ maxFileBytes: 2048 });
    const area = container.querySelector('[data-state]')!;
    fireEvent.drop(area, { dataTransfer: { files: [photo('fits.jpg', 2048)] } });
    expect(onFilesSelected).toHaveBeenCalledTimes(1);
    fireEvent.drop(area, { dataTransfer: { files: [photo('over.jpg', 2049)] } });
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onFilesSelected).toHaveBeenCalledTimes(1);
  });

  it('applies the types it is given, to the picker and to a drop', () => {
    const { input, container, onFilesSelected, onInvalid } = renderDropzone({
      acceptedTypes: ['image/jpeg', 'image/png'],
    });
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    const area = container.querySelector('[data-state]')!;
    fireEvent.drop(area, { dataTransfer: { files: [photo('logo.svg', 10, 'image/svg+xml')] } });
    expect(onInvalid).toHaveBeenCalledTimes(1);
    fireEvent.drop(area, { dataTransfer: { files: [photo('b.png', 10, 'image/png')] } });
    expect(onFilesSelected).toHaveBeenCalledTimes(1);
  });

  it('takes any image without a list of types', () => {
    const { input } = renderDropzone();
    expect(input).toHaveAttribute('accept', 'image/*');
  });

  it('says nothing was selected for an empty drop, and highlights while dragging', () => {
    const { container } = renderDropzone();
    const area = container.querySelector('[data-state]')!;
    fireEvent.dragEnter(area, { dataTransfer: { files: [] } });
    expect(area).toHaveAttribute('data-state', 'dragging');
    fireEvent.drop(area, { dataTransfer: { files: [] } });
    expect(area).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing selected for upload');
  });

  it('shows per-file progress and blocks picking while uploading', () => {
    renderDropzone({
      status: 'uploading',
      files: [
        { name: 'a.jpg', progress: 1 },
        { name: 'b.jpg', progress: 0.42 },
      ],
    });
    expect(screen.getByRole('progressbar', { name: 'a.jpg' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'b.jpg' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading…');
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  });
});
