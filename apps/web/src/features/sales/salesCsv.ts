import type { LenseClient } from '@lense/api-client';

/** The file name a space's sales are saved under: "Summer Wedding sales.csv". */
export const salesFileName = (title: string) =>
  `${title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'Space'} sales.csv`;

/**
 * Reads a space's sales as CSV with the owner's session (GET /spaces/{id}/orders.csv answers only to their
 * token, so a plain link would not do) and hands it to the browser as a file to save.
 */
export async function downloadSalesCsv(client: LenseClient, spaceId: string, title: string): Promise<void> {
  const csv = await client.transport.request<string>(
    'GET',
    `/spaces/${encodeURIComponent(spaceId)}/orders.csv`,
  );
  const address = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = address;
  link.download = salesFileName(title);
  link.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
