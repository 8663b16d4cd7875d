import React from "react";
import { screen, fireEvent } from "@testing-library/react";
import { YoutubeEmbed } from "../../src/components/ui/youtube-embed";
import { YOUTUBE_ORIGIN } from "../../src/lib/constants";
import { renderWithLanguage } from "../test-utils";

describe("YoutubeEmbed", () => {
  it("shows the poster's play button and no player until the visitor asks", () => {
    renderWithLanguage(<YoutubeEmbed youtubeId="abc123" title="Plant tour" posterAlt="" />);
    expect(screen.getByRole("button", { name: "Play video: Plant tour" })).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("replaces the poster with YouTube's privacy-enhanced player, started, on play", () => {
    renderWithLanguage(<YoutubeEmbed youtubeId="abc123" title="Plant tour" posterAlt="" />);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Plant tour" }));
    const player = screen.getByTitle("Plant tour");
    expect(player.tagName).toBe("IFRAME");
    const src = new URL(player.getAttribute("src")!);
    expect(src.origin).toBe(YOUTUBE_ORIGIN);
    expect(src.pathname).toBe("/embed/abc123");
    expect(src.searchParams.get("autoplay")).toBe("1");
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
    // The focus goes with it, not back to the top of the page.
    expect(player).toHaveFocus();
  });
});
