import { describe, expect, it } from 'vitest';
import { loadFlow } from '@shop/flows';
import { canKeepFiles, filesAfterSave } from './filesOnServer';

const flow = (await loadFlow('informe-previo'))!;
const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'marca.png', { type: 'image/png' });

describe('the files a save sends', () => {
  it('sends the chosen list once per order, then keeps it', () => {
    const chosen = [logo];
    expect(canKeepFiles(undefined, undefined, chosen)).toBe(false);
    const held = filesAfterSave(flow, { hasImage: true }, 'R1', chosen);
    expect(canKeepFiles(held, 'R1', chosen)).toBe(true);
    expect(canKeepFiles(held, 'R2', chosen)).toBe(false);
    expect(canKeepFiles(held, 'R1', [logo])).toBe(false);
  });

  it('sends the image again once the box that hid it (and made the server drop it) is ticked again', () => {
    const chosen = [logo];
    const afterUntickedSave = filesAfterSave(flow, { hasImage: false }, 'R1', chosen);
    expect(canKeepFiles(afterUntickedSave, 'R1', chosen)).toBe(false);
  });
});
