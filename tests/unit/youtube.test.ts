import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeWatchUrl } from '../../src/lib/youtube.ts';

describe('youtubeEmbedUrl', () => {
  it('plays on the privacy-enhanced host as soon as the frame loads', () => {
    expect(youtubeEmbedUrl('a1Xq9GZpW3c')).toBe('https://www.youtube-nocookie.com/embed/a1Xq9GZpW3c?autoplay=1');
  });

  it('cannot be steered to another path by the id', () => {
    expect(youtubeEmbedUrl('../x?y')).toBe('https://www.youtube-nocookie.com/embed/..%2Fx%3Fy?autoplay=1');
  });
});

describe('youtubeWatchUrl', () => {
  it('links to the video page on YouTube', () => {
    expect(youtubeWatchUrl('a1Xq9GZpW3c')).toBe('https://www.youtube.com/watch?v=a1Xq9GZpW3c');
  });

  it('encodes the id as a query value', () => {
    expect(youtubeWatchUrl('a&b=c')).toBe('https://www.youtube.com/watch?v=a%26b%3Dc');
  });
});
