import { youtubeEmbedUrl, youtubeWatchUrl } from "../../src/lib/youtube";

describe("YouTube addresses", () => {
  it("embeds the privacy-enhanced player, started at once only when asked", () => {
    expect(youtubeEmbedUrl("Xq6T3ch9ZsM")).toBe(
      "https://www.youtube-nocookie.com/embed/Xq6T3ch9ZsM?rel=0&modestbranding=1",
    );
    expect(youtubeEmbedUrl("Xq6T3ch9ZsM", { autoplay: true })).toBe(
      "https://www.youtube-nocookie.com/embed/Xq6T3ch9ZsM?rel=0&modestbranding=1&autoplay=1",
    );
  });

  it("links to the video's own page on YouTube", () => {
    expect(youtubeWatchUrl("Xq6T3ch9ZsM")).toBe("https://www.youtube.com/watch?v=Xq6T3ch9ZsM");
    expect(youtubeWatchUrl("a-b_c&d")).toBe("https://www.youtube.com/watch?v=a-b_c%26d");
  });
});
