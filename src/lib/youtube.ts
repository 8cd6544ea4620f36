/**
 * Addresses of a YouTube video. The embed uses the privacy-enhanced host, which sets no cookies
 * until the visitor plays the video.
 */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/** Where the video lives on YouTube itself: the no-JavaScript fallback of the click-to-play facade. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
