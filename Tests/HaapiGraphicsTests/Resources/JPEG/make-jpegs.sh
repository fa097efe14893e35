#!/bin/bash
# Makes the JPEG decoder's fixtures: each NAME.jpg written by libjpeg (through ImageMagick)
# in one of the ways cameras and encoders write them, and NAME.png, libjpeg's own decoding
# of it, which the decoder's output is compared with; restart markers and arithmetic coding
# (refused) are added by jpegtran (libjpeg-turbo-progs). Usage: make-jpegs.sh OUT-FOLDER
set -euo pipefail
out=$1
mkdir -p "$out"
cd "$out"
IM=convert-im6.q16
qrencode -s 3 -m 2 -o qr.png "HAAPI JPEG"
# A QR code on a colour gradient, at an odd size: every block edge and subsampling case.
$IM qr.png -resize 71x71 \( -size 83x79 gradient:"#d04020"-"#2040c0" \) +swap -gravity center -compose multiply -composite src.png
make() { local name=$1; shift; $IM src.png "$@" -strip "$name.jpg"; $IM "$name.jpg" -define png:color-type=2 "$name.png"; }
make baseline-420 -quality 80 -sampling-factor 2x2
make baseline-444 -quality 92 -sampling-factor 1x1
make baseline-422 -quality 80 -sampling-factor 2x1
make baseline-440 -quality 80 -sampling-factor 1x2
make low-quality -quality 15 -sampling-factor 2x2
make optimized -quality 80 -define jpeg:optimize-coding=true
make progressive-420 -quality 80 -interlace Plane
make progressive-444 -quality 90 -sampling-factor 1x1 -interlace Plane
make grey -colorspace Gray -type Grayscale -quality 80
make grey-progressive -colorspace Gray -type Grayscale -quality 80 -interlace Plane
# jpegtran rewrites the entropy-coded data only: the pixels stay libjpeg's.
restart() { local name=$1 from=$2; shift 2; jpegtran -copy none "$@" "$from.jpg" > "$name.jpg"; cp "$from.png" "$name.png"; }
restart restarts baseline-420 -restart 1B
restart restarts-every-3 baseline-444 -restart 3B
restart progressive-restarts progressive-420 -restart 2B
jpegtran -copy none -arithmetic baseline-420.jpg > arithmetic.jpg
rm qr.png src.png
