/** One picture of the image viewer or the slide show; with `video`, the picture is its poster. */
export interface ViewerSlide {
  src: string;
  alt: string;
  video?: string | null;
  /** What the video shows, in words: shown under its poster and while it plays. */
  videoDescription?: string | null;
}
