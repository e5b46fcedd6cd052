/**
 * What the portal's media player plays (issue #30): the shape both a recorded class's media
 * (`RecordedClassMedia`) and a library publication's (`PublicationMedia`) have. Structural, so
 * neither area's schema is imported here.
 */

/** One file: its address, MIME type (with codecs) and size in bytes (the «Solo audio» hint). */
export interface MediaFile {
  url: string;
  type: string;
  bytes: number;
}

/** Spanish captions of a video (WebVTT). */
export interface MediaCaptions {
  url: string;
  srclang: string;
  label: string;
}

export interface MediaChapter {
  start_seconds: number;
  title: string;
}

export interface TranscriptPart {
  start_seconds: number;
  text: string;
}

/**
 * A recording: a video (with, optionally, its sound alone for «Solo audio») or, with no video, an
 * audio (a podcast). At least one of `video` and `audio` is present.
 */
export interface PlayerMedia {
  video: MediaFile | null;
  audio: MediaFile | null;
  captions: MediaCaptions | null;
  poster: string | null;
  duration_seconds: number;
  chapters: readonly MediaChapter[];
  transcript: readonly TranscriptPart[];
}

/**
 * What the failure message names (`No pudimos cargar <noun>.`): the caller's words («el video de
 * esta clase», «el pódcast») or the neutral «el video» / «el audio».
 */
export interface MediaNouns {
  video?: string;
  audio?: string;
}

/** The file the player plays in each mode: the video, or the sound alone (the video's when none). */
export function playedFile(media: PlayerMedia, mode: 'video' | 'audio'): MediaFile {
  const file = mode === 'video' ? (media.video ?? media.audio) : (media.audio ?? media.video);
  if (!file) throw new Error('A player’s media needs a video or an audio.');
  return file;
}
