import { YOUTUBE_ORIGIN } from "./constants";

/** The privacy-enhanced YouTube player URL (no cookies until the visitor plays). */
export function youtubeEmbedUrl(youtubeId: string, { autoplay = false } = {}): string {
  const params = new URLSearchParams({ rel: "0", modestbranding: "1" });
  if (autoplay) params.set("autoplay", "1");
  return `${YOUTUBE_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?${params.toString()}`;
}
