#!/usr/bin/env bash
# Makes demo recordings from the seeded illustrations (media/*.webp) and a Spanish synthetic voice,
# with Spanish WebVTT captions timed on the actual audio, chapters and a transcript. One set at a
# time, so making one never rewrites (and renames) the files of the other:
#
#   apps/api/scripts/make-demo-media.sh [classes]      the recorded classes: one short narrated
#                                                      slideshow per category of
#                                                      seed/tables/recorded-classes.yaml
#   apps/api/scripts/make-demo-media.sh publications   Vive sanamente (issue #30): a narrated clip
#                                                      per video publication, an audio-only
#                                                      episode per podcast (two voices)
#
# Reads  scripts/demo-media/scripts.json: the classes' voice, rate and clips at the top level, the
#        publications' under "publications". A clip has its parts (title, image and sentences; a
#        sentence is a string or { "text", "say"?, "pause"?, "speaker"? }: `say` is what the voice
#        reads when the spelling misleads it, `pause` seconds of silence after it, `speaker` the
#        index in the clip's "speakers" ({ name, voice }) of who says it, 0 by default). A clip of
#        "kind": "podcast" is sound only: no video, no captions; its transcript names who speaks.
# Writes, for the classes (VERSION_CLASSES) and the publications (VERSION_PUBLICATIONS):
#        media/<dir>/<id>.v<N>.webm        VP9 + Opus, 640x360, 12 fps (the video; not for a podcast)
#        media/<dir>/<id>.v<N>.audio.webm  the same Opus stream alone («Solo audio»; a podcast's episode)
#        media/<dir>/<id>.v<N>.es.vtt      Spanish captions (not for a podcast)
#        the manifest the service reads: seed/tables/recorded-class-media.yaml (dir clases) or
#        seed/tables/publication-media.yaml (dir vive-sanamente)
# The files are committed: neither set-up nor CI runs this. The service serves /media/ as immutable,
# so a change to a clip must raise its set's VERSION (new file names) and delete the old files.
#
# Needs the Debian packages: ffmpeg (ffmpeg, ffprobe; libvpx-vp9, libopus, drawtext), espeak-ng,
# jq and fonts-dejavu-core:   apt-get install -y ffmpeg espeak-ng jq fonts-dejavu-core
set -euo pipefail
export LC_ALL=C.UTF-8

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
API=$(cd "$HERE/.." && pwd)
DATA=$HERE/demo-media/scripts.json
MEDIA=$API/media
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

VERSION_CLASSES=1 # part of every file name (the files are cached as immutable)
VERSION_PUBLICATIONS=1
FPS=12          # still pictures: few frames are enough
W=640
H=360
GOP=$((FPS * 10)) # a keyframe every 10 s (still pictures: seeking decodes at most 10 s)
CRF=40
AUDIO_BITRATE=20k # mono Opus, speech (espeak-ng's voice stays clear)
RATE=22050      # espeak-ng's own sample rate; every piece of the sound track uses it
LEAD=0.6        # silence at the start of each part (the picture fades in)
GAP=0.5         # silence after each sentence
PART_GAP=0.8    # extra silence at the end of each part
TAIL=1.0        # silence at the end of the clip
FADE=0.4
MAX_LINE=42     # captions: at most 2 lines of 42 characters per cue

die() {
  echo "make-demo-media: $*" >&2
  exit 1
}
for tool in ffmpeg ffprobe espeak-ng jq; do
  command -v "$tool" >/dev/null || die "$tool is missing (apt-get install -y ffmpeg espeak-ng jq fonts-dejavu-core)"
done
[[ -f $FONT ]] || die "$FONT is missing (apt-get install -y fonts-dejavu-core)"

case ${1:-classes} in
  classes)
    SET=.
    OUT=$MEDIA/clases
    MANIFEST=$API/seed/tables/recorded-class-media.yaml
    VERSION=$VERSION_CLASSES
    HEADER='# Demo recordings of the recorded classes (apps/api/scripts/make-demo-media.sh writes this file).'
    ;;
  publications)
    SET=.publications
    OUT=$MEDIA/vive-sanamente
    MANIFEST=$API/seed/tables/publication-media.yaml
    VERSION=$VERSION_PUBLICATIONS
    HEADER='# Demo recordings of the Vive sanamente videos and podcasts (apps/api/scripts/make-demo-media.sh publications writes this file).'
    ;;
  *) die "usage: make-demo-media.sh [classes|publications]" ;;
esac
SETDATA=$(jq -c "$SET" "$DATA")

# A voice espeak-ng has (a variant such as es-419+f3 is checked by its voice), or the fallback.
LANGUAGES=$(espeak-ng --voices=es | awk 'NR > 1 { print $2 }')
voice() {
  if grep -qx -- "${1%%+*}" <<<"$LANGUAGES"; then
    echo "$1"
  else
    local fallback
    fallback=$(jq -r .fallback_voice <<<"$SETDATA")
    if [[ $1 == *+* ]]; then echo "$fallback+${1#*+}"; else echo "$fallback"; fi
  fi
}
VOICE=$(voice "$(jq -r .voice <<<"$SETDATA")")
WPM=$(jq -r .words_per_minute <<<"$SETDATA")
echo "voice: $VOICE, $WPM words per minute" >&2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

seconds() { ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1:nokey=1 "$1"; }
silence() { # silence <seconds> -> path of a WAV of that length in the track's format
  local f="$work/silence-$1.wav"
  [[ -f $f ]] || ffmpeg -v error -f lavfi -i "anullsrc=r=$RATE:cl=mono" -t "$1" -c:a pcm_s16le "$f"
  echo "$f"
}
bitexact=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)

mkdir -p "$OUT"
rm -f "$OUT"/*.webm "$OUT"/*.vtt
entries=()

for id in $(jq -r '.clips[].id' <<<"$SETDATA"); do
  clip=$(jq -c --arg id "$id" '.clips[] | select(.id == $id)' <<<"$SETDATA")
  kind=$(jq -r '.kind // "video"' <<<"$clip")
  dir="$work/$id"
  mkdir -p "$dir"
  events="$dir/events.jsonl" # the sound track in order: { file, seconds, part?, sentence? }
  : >"$events"
  add() { jq -nc --arg file "$1" --argjson seconds "$(seconds "$1")" --argjson part "${2:-null}" \
    --argjson sentence "${3:-null}" '{ $file, $seconds, $part, $sentence }' >>"$events"; }

  parts=$(jq '.parts | length' <<<"$clip")
  for ((p = 0; p < parts; p++)); do
    add "$(silence "$LEAD")" "$p"
    sentences=$(jq --argjson p "$p" '.parts[$p].sentences | length' <<<"$clip")
    for ((s = 0; s < sentences; s++)); do
      sentence=$(jq -c --argjson p "$p" --argjson s "$s" \
        '.parts[$p].sentences[$s] | if type == "string" then { text: . } else . end' <<<"$clip")
      wav="$dir/p$p-s$s.wav"
      speaker_voice=$(jq -r --argjson clip "$clip" \
        '(.speaker // 0) as $s | $clip.speakers[$s].voice // ""' <<<"$sentence")
      [[ -z $speaker_voice ]] || speaker_voice=$(voice "$speaker_voice")
      jq -r '.say // .text' <<<"$sentence" |
        espeak-ng -b 1 -v "${speaker_voice:-$VOICE}" -s "$WPM" -w "$wav" --stdin
      add "$wav" "$p" "$s"
      pause=$(jq -r '.pause // 0' <<<"$sentence")
      [[ $pause == 0 ]] || add "$(silence "$pause")"
      add "$(silence "$GAP")"
    done
    add "$(silence "$PART_GAP")"
  done
  add "$(silence "$TAIL")"

  # The timeline: where each part and each sentence starts and ends, from the measured lengths.
  timeline=$(jq -s --argjson clip "$clip" --argjson fps "$FPS" '
    . as $events
    | [foreach $events[] as $e (0; . + $e.seconds; . - $e.seconds) ] as $starts
    | ($events | map(.seconds) | add) as $total
    | [range(0; $events | length) | $events[.] + { start: $starts[.] }] as $timed
    | {
        total: $total,
        parts: [
          $clip.parts | to_entries[] | .key as $p | .value as $part
          | ($timed | map(select(.part == $p)) | .[0].start) as $start
          | {
              title: $part.title,
              image: $part.image,
              start: $start,
              text: ($part.sentences | map(if type == "string" then . else .text end) | join(" ")),
              cues: [
                $timed[] | select(.part == $p and .sentence != null)
                | {
                    start,
                    end: (.start + .seconds),
                    text: ($part.sentences[.sentence] | if type == "string" then . else .text end),
                    speaker: ($part.sentences[.sentence] | if type == "string" then 0 else (.speaker // 0) end)
                  }
              ]
            }
        ]
      }
    | .parts |= (
        . as $parts
        | [ range(0; length) as $i
            | $parts[$i] + {
                first_frame: ($parts[$i].start * $fps | round),
                end_frame: (if $i + 1 < ($parts | length)
                            then ($parts[$i + 1].start * $fps | round)
                            else ($total * $fps | ceil) end)
              } ]
      )' "$events")

  # Sound: one WAV from the pieces, then Opus once; the video reuses this very stream.
  jq -r '"file \u0027\(.file)\u0027"' "$events" >"$dir/list.txt"
  ffmpeg -v error -f concat -safe 0 -i "$dir/list.txt" -c:a pcm_s16le "$dir/track.wav"
  name=$(jq -r .name <<<"$clip")
  if [[ $SET == . ]]; then title="Clase de ${name,,} (demostración)"; else title="$name (demostración)"; fi
  poster=$(jq -r --arg id "$id" '.poster // "clase-\($id).webp"' <<<"$clip")
  audio="$OUT/$id.v$VERSION.audio.webm"
  video="$OUT/$id.v$VERSION.webm"
  captions="$OUT/$id.v$VERSION.es.vtt"
  ffmpeg -v error -i "$dir/track.wav" "${bitexact[@]}" -c:a libopus -b:a "$AUDIO_BITRATE" -vbr on \
    -application voip -ac 1 -ar 48000 -metadata title="$title" \
    -metadata:s:a:0 language=spa "$audio"

  if [[ $kind == podcast ]]; then
    # An episode: the sound alone, its chapters, and a transcript by turns that names who speaks.
    duration=$(printf '%.2f' "$(seconds "$audio")")
    entries+=("$(jq -r --arg id "$id" --arg audio "${audio#"$MEDIA"}" \
      --argjson abytes "$(stat -c %s "$audio")" --argjson duration "$duration" \
      --arg poster "$poster" --argjson speakers "$(jq -c .speakers <<<"$clip")" '
      def q: "\u0027" + gsub("\u0027"; "\u0027\u0027") + "\u0027";
      def r2: . * 100 | round / 100;
      def turns: . as $part | reduce $part.cues[] as $c ([];
        if length > 0 and .[-1].speaker == $c.speaker then .[-1].text += " " + $c.text
        else . + [{ start: (if length == 0 then $part.start else $c.start end),
                    speaker: $c.speaker, text: $c.text }] end);
      "- id: \($id)",
      "  video: null",
      "  audio:",
      "    url: /media\($audio)",
      "    type: \("audio/webm; codecs=\"opus\"" | q)",
      "    bytes: \($abytes)",
      "  captions: null",
      "  poster: /media/\($poster)",
      "  duration_seconds: \($duration)",
      "  chapters:",
      (.parts[] | "    - { start_seconds: \(.start | r2), title: \(.title | q) }"),
      "  transcript:",
      (.parts[] | turns[]
        | "    - start_seconds: \(.start | r2)\n      text: \("\($speakers[.speaker].name): \(.text)" | q)")
    ' <<<"$timeline")")
    echo "$id: ${duration} s, audio $(stat -c %s "$audio") B" >&2
    continue
  fi

  # Picture: each part shows its illustration with its title, fading in and out, cut on frames.
  inputs=()
  graph=""
  labels=""
  for ((p = 0; p < parts; p++)); do
    image=$(jq -r --argjson p "$p" '.parts[$p].image' <<<"$timeline")
    frames=$(jq -r --argjson p "$p" '.parts[$p] | .end_frame - .first_frame' <<<"$timeline")
    length=$(jq -rn --argjson f "$frames" --argjson fps "$FPS" '$f / $fps')
    jq -r --argjson p "$p" '.parts[$p].title' <<<"$timeline" >"$dir/title-$p.txt"
    printf '%s' "$name" >"$dir/name.txt"
    inputs+=(-loop 1 -framerate "$FPS" -i "$MEDIA/$image")
    graph+="[$p:v]scale=$W:$H:force_original_aspect_ratio=increase,crop=$W:$H,setsar=1,"
    graph+="drawtext=fontfile=$FONT:textfile=$dir/name.txt:fontsize=18:fontcolor=white@0.85:x=32:y=26,"
    graph+="drawtext=fontfile=$FONT:textfile=$dir/title-$p.txt:fontsize=30:fontcolor=white:x=32:y=52:"
    graph+="box=1:boxcolor=black@0.30:boxborderw=10,"
    graph+="trim=end_frame=$frames,setpts=PTS-STARTPTS,"
    graph+="fade=t=in:st=0:d=$FADE,fade=t=out:st=$(jq -rn --argjson l "$length" --argjson d "$FADE" '$l - $d'):d=$FADE,"
    graph+="format=yuv420p[v$p];"
    labels+="[v$p]"
  done
  graph+="${labels}concat=n=$parts:v=1:a=0[v]"
  ffmpeg -v error "${inputs[@]}" -i "$audio" -filter_complex "$graph" -map '[v]' -map "$parts:a" \
    "${bitexact[@]}" -c:v libvpx-vp9 -pix_fmt yuv420p -r "$FPS" -crf "$CRF" -b:v 0 -g "$GOP" \
    -deadline good -cpu-used 2 -row-mt 1 -threads 2 -c:a copy \
    -metadata title="$title" -metadata:s:a:0 language=spa \
    -metadata:s:v:0 language=spa "$video"

  # Captions: one cue per sentence, wrapped at MAX_LINE characters, never more than two lines.
  jq -r --argjson max "$MAX_LINE" '
    def stamp: (. * 1000 | round) as $ms
      | [($ms / 3600000 | floor), ($ms / 60000 | floor) % 60, ($ms / 1000 | floor) % 60]
      | map(tostring | if length < 2 then "0" + . else . end) | join(":")
      + "." + ($ms % 1000 | tostring | ("00" + .)[-3:]);
    def wrap: reduce splits(" +") as $w ([];
        if length > 0 and ((.[-1] + " " + $w) | length) <= $max then .[-1] += " " + $w else . + [$w] end);
    "WEBVTT\n",
    ([.parts[].cues[]] | to_entries[] | .key as $n | .value
      | (.text | wrap) as $lines
      | if ($lines | length) > 2 or ($lines | map(length) | max) > $max
        then error("caption too long for two lines of \($max): \(.text)") else . end
      | "\($n + 1)\n\(.start | stamp) --> \(.end | stamp)\n\($lines | join("\n"))\n")
  ' <<<"$timeline" >"$captions"

  # The manifest entry (YAML that prettier leaves as it is).
  duration=$(printf '%.2f' "$(seconds "$video")")
  entries+=("$(jq -r --arg id "$id" --arg video "${video#"$MEDIA"}" --arg audio "${audio#"$MEDIA"}" \
    --arg captions "${captions#"$MEDIA"}" --argjson vbytes "$(stat -c %s "$video")" \
    --argjson abytes "$(stat -c %s "$audio")" --argjson duration "$duration" --arg poster "$poster" '
    def q: "\u0027" + gsub("\u0027"; "\u0027\u0027") + "\u0027";
    def r2: . * 100 | round / 100;
    "- id: \($id)",
    "  video:",
    "    url: /media\($video)",
    "    type: \("video/webm; codecs=\"vp9, opus\"" | q)",
    "    bytes: \($vbytes)",
    "  audio:",
    "    url: /media\($audio)",
    "    type: \("audio/webm; codecs=\"opus\"" | q)",
    "    bytes: \($abytes)",
    ("  captions: { url: /media\($captions), srclang: es, label: Español }"
      | if length <= 100 then . # prettier keeps a flow mapping that fits its print width
        else "  captions:\n    url: /media\($captions)\n    srclang: es\n    label: Español" end),
    "  poster: /media/\($poster)",
    "  duration_seconds: \($duration)",
    "  chapters:",
    (.parts[] | "    - { start_seconds: \(.start | r2), title: \(.title | q) }"),
    "  transcript:",
    (.parts[] | "    - start_seconds: \(.start | r2)\n      text: \(.text | q)")
  ' <<<"$timeline")")
  echo "$id: ${duration} s, video $(stat -c %s "$video") B, audio $(stat -c %s "$audio") B" >&2
done

{
  echo "$HEADER"
  first=1
  for entry in "${entries[@]}"; do
    ((first)) || echo
    first=0
    echo "$entry"
  done
} >"$MANIFEST"
echo "wrote $MANIFEST" >&2
