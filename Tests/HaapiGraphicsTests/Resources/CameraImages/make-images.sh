#!/bin/bash
# Makes QR codes as a camera sees them: an independent encoder (qrencode) and ImageMagick
# distortions. The committed images in this folder were made by it; the zbar cross-check
# test runs it into a temporary folder. Usage: make-images.sh OUT-FOLDER [--hard]
set -euo pipefail
out=$1
mode=${2:-}
mkdir -p "$out"
cd "$out"
IM=convert-im6.q16
mk() { local name=$1 in=$2; shift 2; $IM "$in" "$@" -strip "$name.png"; }
if [ "$mode" != --hard ]; then
  texts=("https://login.example.com/activate?code=483920" "haapi://activate/7f3a9c2e-11b4-4d7e-9a51-0c2d8e6b5f10"
         "BANKID.9c1e.1.7d3b2a5e9f0c4d8e1a2b3c4d5e6f7a8b" "Hello"
         "https://idp.example/authn/authenticate/bankid1/qr?token=eyJhbGciOiJFUzI1NiJ9.payload.signature-0123456789")
  for b in "${!texts[@]}"; do
    qrencode -s 8 -m 4 -o "base$b.png" "${texts[$b]}"
    s=base$b.png
    cp "$s" "plain-$b.png"
    mk "rot90-$b" "$s" -rotate 90
    mk "rot17-$b" "$s" -background white -rotate 17
    mk "rot45-$b" "$s" -background white -rotate 45
    mk "rot200-$b" "$s" -background white -rotate 200
    mk "persp-$b" "$s" -virtual-pixel white -distort Perspective "0,0 20,10  %[fx:w],0 %[fx:w-30],40  0,%[fx:h] 10,%[fx:h-20]  %[fx:w],%[fx:h] %[fx:w-5],%[fx:h-5]"
    mk "blur-$b" "$s" -blur 0x2
    mk "scale04-$b" "$s" -resize 40%
    mk "scale3-$b" "$s" -resize 300%
    mk "noise-$b" "$s" -attenuate 0.6 +noise Gaussian -colorspace Gray
    mk "dim-$b" "$s" -level 0%,100%,1 +level 35%,65%
    mk "tint-$b" "$s" -fill "#3060c0" -colorize 35
    mk "inverted-$b" "$s" -negate
    mk "shadow-$b" "$s" \( +clone -sparse-color Barycentric "0,0 gray30 %[fx:w],%[fx:h] white" \) -compose Multiply -composite
    mk "clutter-$b" "$s" -bordercolor "#888" -border 60 -fill black -draw "rectangle 5,5 40,40" -draw "circle 30,130 45,130" -fill "#444" -draw "rectangle 70,8 110,50" -draw "rectangle 8,70 52,74"
    mk "mirror-$b" "$s" -flop
    mk "combo-$b" "$s" -background white -rotate 23 -blur 0x1.2 -resize 70% -attenuate 0.4 +noise Gaussian -colorspace Gray
    # Photos as a phone's camera writes them: JPEG, chroma subsampled; one progressive.
    $IM "$s" -background white -rotate 14 -fill "#806040" -colorize 20 -attenuate 0.3 +noise Gaussian -quality 75 -sampling-factor 2x2 -strip "photo-$b.jpg"
    $IM "$s" -background white -rotate 38 -resize 150% -blur 0x0.8 -quality 60 -interlace Plane -strip "photoprog-$b.jpg"
    rm "$s"
  done
else
  long="https://login.example.com/authn/authenticate/activation?code=$(printf 'x%.0s' {1..180})&state=abcdefghijklmnopqrstuvwxyz0123456789"
  qrencode -s 6 -m 4 -o b0.png "https://login.example.com/activate?code=483920"
  qrencode -s 5 -m 4 -l H -o b1.png "haapi://activate/7f3a9c2e-11b4-4d7e-9a51-0c2d8e6b5f10?tenant=acme&device=phone-42"
  qrencode -s 4 -m 4 -o b2.png "$long"
  for b in 0 1 2; do
    s=b$b.png
    mk "hard-persp-rot-$b" "$s" -virtual-pixel white -distort Perspective "0,0 40,30  %[fx:w],0 %[fx:w*0.85],0  0,%[fx:h] 0,%[fx:h]  %[fx:w],%[fx:h] %[fx:w*0.9],%[fx:h*0.92]" -background white -rotate 31
    mk "hard-blur3-$b" "$s" -blur 0x3
    mk "hard-small-$b" "$s" -resize 33%
    mk "hard-combo-$b" "$s" -background white -rotate 62 -resize 60% -blur 0x1 -attenuate 0.8 +noise Gaussian -colorspace Gray
    mk "hard-shadow-noise-$b" "$s" \( +clone -sparse-color Barycentric "0,0 gray15 %[fx:w],0 white %[fx:w],%[fx:h] gray50" \) -compose Multiply -composite -attenuate 0.5 +noise Gaussian
    $IM "$s" -quality 35 "j$b.jpg" && mk "hard-jpeg-$b" "j$b.jpg" && rm "j$b.jpg"
    mk "hard-dim-rot-$b" "$s" -level 0%,100%,1 +level 42%,58% -background white -rotate 12
    mk "hard-inverted-rot-$b" "$s" -negate -background black -rotate 150
    mk "hard-mirror-persp-$b" "$s" -flop -virtual-pixel white -distort Perspective "0,0 0,0  %[fx:w],0 %[fx:w],30  0,%[fx:h] 20,%[fx:h]  %[fx:w],%[fx:h] %[fx:w-40],%[fx:h-50]"
    rm "$s"
  done
fi
