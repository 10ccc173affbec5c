#!/usr/bin/env bash
# Makes the six sample Flicks videos (customer spec 2, /customer/feeds) that ship with mf-customer.
# A dev-time tool: the videos are committed and the app never runs ffmpeg. Each is 4 s of vertical
# 360x640 video, a drifting gradient with the vendor's name and one dish drawn on it, and a soft
# chord so the mute toggle has something to mute. Each is written twice: VP9/Opus in WebM (what
# Chromium and Firefox play) and H.264/AAC in MP4 (the fallback for Safari).
#
#   apt-get install -y ffmpeg            # once; needs libvpx, libx264, libopus and drawtext
#   mf-customer/scripts/generate-flick-videos.sh
#
# The slugs are the names sample-posts.ts imports from src/features/feeds/videos/.
set -euo pipefail

out_dir="$(cd "$(dirname "$0")/.." && pwd)/src/features/feeds/videos"
font="${FLICKS_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
duration=4
mkdir -p "$out_dir"

# slug | vendor | dish | gradient colours | chord root (Hz)
posts=(
  "annapoorna-mess|Annapoorna Mess|Veg Meals on banana leaf|0x14532d:0x65a30d|220"
  "lakeside-biryani-house|Lakeside Biryani House|Chicken Donne Biryani|0x7c2d12:0xd97706|247"
  "green-leaf-cafe|Green Leaf Cafe|Cappuccino and muffins|0x3f2a1d:0x0f766e|262"
  "dosa-corner|Dosa Corner|Benne Masala Dosa|0x92400e:0xb91c1c|294"
  "royal-tandoor|Royal Tandoor|Chicken Tikka|0x581c87:0xc2410c|330"
  "freshfarm-organics|FreshFarm Organics|Organic Tomatoes and Spinach|0x166534:0x0e7490|196"
)

for post in "${posts[@]}"; do
  IFS='|' read -r slug vendor dish colours root <<<"$post"
  IFS=':' read -r from to <<<"$colours"
  # The text slides up into place over the first half second, over a slowly drifting gradient.
  video="gradients=s=360x640:r=24:d=${duration}:c0=${from}:c1=${to}:speed=0.015:seed=7,
    drawtext=fontfile=${font}:text='${vendor}':fontsize=26:fontcolor=white:borderw=2:bordercolor=black@0.6:
      x=(w-text_w)/2:y=h*0.38+40*max(0\,1-t*2),
    drawtext=fontfile=${font}:text='${dish}':fontsize=22:fontcolor=white:borderw=2:bordercolor=black@0.6:
      x=(w-text_w)/2:y=h*0.38+56+40*max(0\,1-t*2),
    format=yuv420p"
  audio="aevalsrc=0.05*sin(2*PI*${root}*t)+0.035*sin(2*PI*${root}*1.25*t)+0.03*sin(2*PI*${root}*1.5*t):s=48000:d=${duration},
    afade=t=in:d=0.3,afade=t=out:st=$((duration - 1)):d=1"

  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$video" -f lavfi -i "$audio" -map_metadata -1 -shortest \
    -c:v libvpx-vp9 -b:v 0 -crf 48 -deadline good -cpu-used 2 -row-mt 1 -g 96 \
    -c:a libopus -b:a 20k -ac 1 \
    "$out_dir/$slug.webm"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$video" -f lavfi -i "$audio" -map_metadata -1 -shortest \
    -c:v libx264 -preset slow -crf 34 -profile:v main -g 96 -movflags +faststart \
    -c:a aac -b:a 24k -ac 1 \
    "$out_dir/$slug.mp4"
  echo "$slug: $(stat -c %s "$out_dir/$slug.webm") B webm, $(stat -c %s "$out_dir/$slug.mp4") B mp4"
done
