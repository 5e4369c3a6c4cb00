import styled from 'styled-components';
import { vars } from '../theme';

export const DropzoneRoot = styled.div.withConfig({ componentId: 'lense-UploadDropzone-DropzoneRoot' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: 100%;
  max-width: 640px;
`;

export const DropArea = styled.div.withConfig({ componentId: 'lense-UploadDropzone-DropArea' })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[7]} ${vars.space[5]};
  border: 2px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  text-align: center;
  &[data-state='dragging'] { border-color: ${vars.color.primary}; background: ${vars.color.primarySubtle}; }
  &[data-invalid] { border-color: ${vars.color.danger}; }
  &[data-disabled] { cursor: not-allowed; }
`;

export const DropTitle = styled.p.withConfig({ componentId: 'lense-UploadDropzone-DropTitle' })`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  &[data-pointer='coarse'] {
    display: none;
  }
  /* A touch screen has nothing to drag: its heading says to choose. */
  @media (hover: none) and (pointer: coarse) {
    &[data-pointer='fine'] {
      display: none;
    }
    &[data-pointer='coarse'] {
      display: block;
    }
  }
`;

export const DropHint = styled.p.withConfig({ componentId: 'lense-UploadDropzone-DropHint' })`
  margin: 0;
  font-size: ${vars.fontSize.sm};
`;

export const HiddenInput = styled.input.withConfig({ componentId: 'lense-UploadDropzone-HiddenInput' })`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const DropMessage = styled.p.withConfig({ componentId: 'lense-UploadDropzone-DropMessage' })`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  &[data-tone='error'] { color: ${vars.color.danger}; }
  &[data-tone='success'] { color: ${vars.color.success}; }
  &[data-tone='info'] { color: ${vars.color.textMuted}; }
`;

export const FileList = styled.ul.withConfig({ componentId: 'lense-UploadDropzone-FileList' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li.withConfig({ componentId: 'lense-UploadDropzone-FileRow' })`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};
`;

export const FileName = styled.span.withConfig({ componentId: 'lense-UploadDropzone-FileName' })`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FilePercent = styled.span.withConfig({ componentId: 'lense-UploadDropzone-FilePercent' })`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const ProgressTrack = styled.div.withConfig({ componentId: 'lense-UploadDropzone-ProgressTrack' })`
  grid-column: 1 / -1;
  height: 6px;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.border};
`;

export const ProgressFill = styled.div.withConfig({ componentId: 'lense-UploadDropzone-ProgressFill' })`
  height: 100%;
  border-radius: inherit;
  background: ${vars.color.primary};
  &[data-complete] { background: ${vars.color.success}; }
`;
