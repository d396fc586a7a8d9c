#!/usr/bin/env bash
# Regenerates the decorative hero loop of the listing pages (docs/product/storefront.md#side-listings: a looping
# background video behind the title and subtitle) and its poster frame:
#
#   src/web/public/media/listing-loop.webm   VP9, 854x480, 6 s, 24 fps, no audio
#   src/web/public/media/listing-loop.mp4    H.264 fallback for browsers without VP9 in WebM
#   src/web/public/media/listing-poster.webp the first frame: shown before the video plays and,
#                                            under prefers-reduced-motion, instead of it
#
# The picture is abstract and made only from ffmpeg's lavfi sources, so nothing is downloaded:
# a night road in Saarthi's teal, a warm glow where it meets the horizon, lane dashes rolling
# toward the viewer and soft out-of-focus city lights (bokeh) drifting above it.
#
# It is built in layers so it renders in seconds rather than evaluating a heavy per-pixel formula
# on every frame:
#   1. the still background (sky, glow, ground, road edges): `geq` on a single frame;
#   2. each light: a small soft disc made once with `geq` (alpha = logistic falloff), then moved by
#      `overlay` along a small ellipse;
#   3. the centre lane dashes: `geq` on a narrow strip only, per frame.
# Every motion is periodic in the clip length (whole turns of sin/cos; the dashes advance exactly
# whole dash periods), so the last frame leads straight back into the first: the loop has no seam.
#
# Only this script needs ffmpeg (Debian: apt-get install -y ffmpeg; 5.1 or later). The app just
# serves the files. Usage: scripts/make-listing-media.sh [output-dir]
set -euo pipefail

OUT_DIR="${1:-$(cd "$(dirname "$0")/.." && pwd)/src/web/public/media}"
W=854 H=480 FPS=24 LEN=6
HY=278 # horizon row (58 % of the height)
command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install -y ffmpeg)" >&2; exit 1; }
mkdir -p "$OUT_DIR"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# 1. Background. Sky: deep teal darkening upward; ground: darker, lit near the horizon; a warm
#    glow on the horizon; a slightly lighter road between two edges fanning out from the
#    vanishing point.
bg_channel() { # top horizon ground glow edge
  local d="(Y-${HY})"
  echo "clip(if(lt(Y,${HY}), $1+($2-$1)*pow(Y/${HY},1.8), $3+($2-$3)*exp(-${d}/40))" \
    "+ $4*0.32*exp(-pow(${d}/30,2))*exp(-pow((X-W/2)/240,2))" \
    "+ if(gt(Y,${HY}), $5*0.55*min(${d}/(H-${HY}),1)*exp(-pow((abs(X-W/2)-1.55*${d})/(0.9+0.015*${d}),2))" \
    "+ 0.09*$2*lt(abs(X-W/2),1.55*${d}), 0), 0, 255)"
}
ff -f lavfi -i "color=c=black:s=${W}x${H}:d=1,format=rgb24" -frames:v 1 \
  -vf "geq=r='$(bg_channel 8 22 5 245 250)':g='$(bg_channel 34 96 22 168 214)':b='$(bg_channel 38 92 24 72 140)',gblur=sigma=0.8" \
  "$TMP/background.png"

# 2. Lights: size(px) strength colour x0 y0 drift-x drift-y phase(0..1).
LIGHTS=(
  "120 0.55 f5b642  60 110 34 14 0.00"
  " 70 0.45 aeddd8 235  60 26 10 0.35"
  "150 0.28 f5b642 330 150 40 12 0.60"
  " 96 0.50 f9d27c 520  95 30 16 0.15"
  "130 0.38 aeddd8 660 170 36 12 0.80"
  " 60 0.55 f5b642 775 120 18 10 0.50"
  " 48 0.40 ffffff 175 215 20  8 0.25"
  " 44 0.40 ffffff 620 225 22  8 0.70"
  " 80 0.30 f9d27c 430 200 28 10 0.90"
  " 56 0.45 f9d27c 130  35 22 10 0.40"
  " 64 0.40 aeddd8 700  40 24 10 0.05"
)
INPUTS=(-loop 1 -framerate "$FPS" -i "$TMP/background.png")
GRAPH="[0:v]format=rgba[l0]"
i=0
for light in "${LIGHTS[@]}"; do
  read -r size strength colour x0 y0 dx dy phase <<<"$light"
  r=$(( size / 2 ))
  # A bokeh disc: flat centre, soft edge (logistic falloff at 80 % of the radius).
  ff -f lavfi -i "color=c=0x${colour}:s=${size}x${size}:d=1,format=rgba" -frames:v 1 \
    -vf "geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='255*${strength}/(1+exp((hypot(X-${r},Y-${r})-0.8*${r})/(0.09*${r})))'" \
    "$TMP/light-$i.png"
  INPUTS+=(-loop 1 -framerate "$FPS" -i "$TMP/light-$i.png")
  turn="2*PI*(t/${LEN}+${phase})"
  GRAPH+=";[l$i][$((i + 1)):v]overlay=x='${x0}-${r}+${dx}*sin(${turn})':y='${y0}-${r}+${dy}*cos(${turn})':eval=frame:format=rgb[l$((i + 1))]"
  i=$((i + 1))
done

# 3. Lane dashes on a strip under the vanishing point: a row d pixels below the horizon lies at
#    depth z = 160/d; a dash covers half of each unit of depth; the dashes advance two whole
#    periods per loop and fade toward the horizon.
STRIP_W=48 STRIP_H=$(( H - HY ))
DASH_A="255*0.85*min(1.6*Y/${STRIP_H},1)*lt(mod(160/max(Y,1)+2*T/${LEN},1),0.45)*exp(-pow((X-${STRIP_W}/2)/(0.4+0.03*Y),4))"
INPUTS+=(-f lavfi -i "color=c=0xfad68c:s=${STRIP_W}x${STRIP_H}:r=${FPS}:d=${LEN},format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='${DASH_A}'")
GRAPH+=";[l$i][$((i + 1)):v]overlay=x=$(( W / 2 - STRIP_W / 2 )):y=${HY}:format=rgb,gblur=sigma=0.6,format=yuv420p[out]"

ff "${INPUTS[@]}" -filter_complex "$GRAPH" -map "[out]" -t "$LEN" -r "$FPS" -c:v ffv1 "$TMP/master.mkv"

# One keyframe per loop keeps the file small; the clip is short enough to seek from the start.
ff -i "$TMP/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 36 -deadline good -cpu-used 1 -row-mt 1 \
  -g $(( FPS * LEN )) -pix_fmt yuv420p "$OUT_DIR/listing-loop.webm"
ff -i "$TMP/master.mkv" -an -c:v libx264 -preset veryslow -crf 27 -profile:v high -pix_fmt yuv420p \
  -movflags +faststart "$OUT_DIR/listing-loop.mp4"
ff -i "$TMP/master.mkv" -frames:v 1 -c:v libwebp -quality 80 "$OUT_DIR/listing-poster.webp"

ls -l "$OUT_DIR/listing-loop.webm" "$OUT_DIR/listing-loop.mp4" "$OUT_DIR/listing-poster.webp"
