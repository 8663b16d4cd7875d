import { YOUTUBE_ORIGIN, YOUTUBE_WATCH_URL } from "./constants";

/** The privacy-enhanced YouTube player URL (no cookies until the visitor plays). */
export function youtubeEmbedUrl(youtubeId: string, { autoplay = false } = {}): string {
  const params = new URLSearchParams({ rel: "0", modestbranding: "1" });
  if (autoplay) params.set("autoplay", "1");
  return `${YOUTUBE_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?${params.toString()}`;
}

/** The video's own page on YouTube, for a visitor whose browser cannot show the player. */
export function youtubeWatchUrl(youtubeId: string): string {
  return `${YOUTUBE_WATCH_URL}?${new URLSearchParams({ v: youtubeId }).toString()}`;
}
