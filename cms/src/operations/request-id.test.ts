import { describe, expect, it } from 'vitest';
import { currentRequestId, requestIdFor, withRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keeps the ids proxies send: UUIDs, nginx's hex, AWS-style tokens", () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'a'.repeat(32), 'Root=1-67891233-abcdef012345678912345678', 'x'.repeat(128)])
      expect(requestIdFor(id)).toBe(id);
  });

  it('replaces a missing, short, long or odd one with a new UUID', () => {
    for (const id of [undefined, '', 'short', 'x'.repeat(129), 'with space-1', 'line\nbreak-12', '"q";x=1234', 'ümlaut-123'])
      expect(requestIdFor(id)).toMatch(UUID);
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });

  it('is the current id inside its work, across awaits, and none outside', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await withRequestId('req-0001-abcd', async () => {
      await new Promise((r) => setTimeout(r, 5));
      return currentRequestId();
    });
    expect(seen).toBe('req-0001-abcd');
    expect(currentRequestId()).toBeUndefined();
  });
});
