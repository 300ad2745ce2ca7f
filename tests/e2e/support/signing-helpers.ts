import type { Page } from 'playwright-core';

/** Draws a zigzag across the open signature pad with the mouse: a signature the pad accepts. */
export async function drawZigzag(page: Page): Promise<void> {
  const box = (await page.getByTestId('signature-pad').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + box.width * (0.1 + i * 0.06), box.y + box.height * (i % 2 ? 0.3 : 0.7));
  await page.mouse.up();
}
