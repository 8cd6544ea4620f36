import { describe, expect, it } from 'vitest';
import { demoResources } from '../../src/server/db/seed/demoResources.ts';

describe('demo resources', () => {
  it('link each video to a video of its own, not to a shared channel page', () => {
    const videos = demoResources.filter((resource) => resource.type === 'Video').map((resource) => resource.fileUrl);
    expect(videos).toHaveLength(3);
    expect(new Set(videos).size).toBe(videos.length);
    for (const address of videos) expect(address).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  });
});
