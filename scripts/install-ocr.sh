#!/usr/bin/env bash
# Tesseract's English data for reading rabies certificates (docs/decisions/0013), and its
# orientation data for a page scanned upside down (0075): Debian's packages.
# The engine itself comes with the tesserocr wheel; without the data, nothing is read and
# residents type every answer, as before.
set -euo pipefail
if ls /usr/share/tesseract-ocr/*/tessdata/eng.traineddata >/dev/null 2>&1 \
  && ls /usr/share/tesseract-ocr/*/tessdata/osd.traineddata >/dev/null 2>&1; then
  exit 0
fi
if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tesseract-ocr-eng tesseract-ocr-osd >/dev/null
else
  echo "Certificates will not be read: install Debian's tesseract-ocr-eng (as root)." >&2
fi
