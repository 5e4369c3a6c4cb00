import type { LenseClient } from '@lense/api-client';

/** A space's title as a file name may hold it: without the characters file systems refuse; '' when none is left. */
export const fileSafeTitle = (title: string) => title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim();

/**
 * Reads a space's sales as CSV, saved as `fileName` ("Summer Wedding sales.csv"), with the owner's session (GET /spaces/{id}/orders.csv answers only to their
 * token, so a plain link would not do) and hands it to the browser as a file to save.
 */
export async function downloadSalesCsv(
  client: LenseClient,
  spaceId: string,
  fileName: string,
): Promise<void> {
  const csv = await client.transport.request<string>(
    'GET',
    `/spaces/${encodeURIComponent(spaceId)}/orders.csv`,
  );
  const address = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
