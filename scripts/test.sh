#!/usr/bin/env bash
# The whole test run: lint, types, then pytest on SQLite and on a throwaway PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin

"$BIN/ruff" check .
"$BIN/ruff" format --check .
"$BIN/mypy"

# Headless Chromium for the browser tests: Debian's package, never a downloaded build.
if [ ! -x /usr/bin/chromium ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The fonts the drawn rabies certificates are printed in (tests/certificate_set.py).
if [ ! -e /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-dejavu-core fonts-liberation >/dev/null
fi

# The fifth certificate set's faces (tests/fifth_ink.py): free and URW fonts, Roboto, and hands.
if [ ! -e /usr/share/fonts/truetype/breip/Breip.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-freefont-ttf \
    fonts-urw-base35 fonts-roboto-unhinted fonts-breip fonts-dancingscript fonts-comic-neue \
    fonts-tlwg-purisa-ttf >/dev/null
fi

# The sixth certificate set's faces (tests/sixth_hand.py, tests/sixth_sheet.py): hands and print.
if [ ! -e /usr/share/fonts/truetype/fifthhorseman/dkg.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-dkg-handwriting \
    fonts-bwht fonts-femkeklaver fonts-humor-sans fonts-rufscript fonts-kristi fonts-kaushanscript \
    fonts-crosextra-carlito fonts-crosextra-caladea fonts-courier-prime fonts-lato fonts-open-sans >/dev/null
fi

# The seventh certificate set's faces (tests/seventh_sheet.py): forms, printouts, a portal, a pen.
if [ ! -e /usr/share/fonts/truetype/kiloji/kiloji.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-sil-charis fonts-go \
    fonts-jetbrains-mono fonts-noto-mono fonts-gnutypewriter fonts-inter fonts-cantarell fonts-karla \
    fonts-kiloji >/dev/null
fi

# The eighth certificate set's faces (tests/eighth_sheet.py): Chrome OS metrics, a shelter's and a
# receipt printer's print, Garamond letters, and the hands of pad and carbonless forms.
if [ ! -e /usr/share/fonts/truetype/sjfonts/SteveHand.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-croscore fonts-sil-andika \
    fonts-cabin fonts-ebgaramond fonts-quicksand fonts-3270 fonts-sjfonts fonts-klee >/dev/null
fi

# The ninth certificate set's faces (tests/ninth_sheet.py): hands of a clinic's volunteer and a
# rural vet's pencil, and a dot-matrix printer's letters.
if [ ! -e /usr/share/fonts/truetype/dustin/Domestic_Manners.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-dustin fonts-seto \
    fonts-tomsontalks fonts-yusei-magic fonts-dotgothic16 >/dev/null
fi

# The tenth certificate set's faces (tests/tenth_draw.py): PT, Clear Sans, B612, Tuffy, Vollkorn,
# Gentium, Hack and OCR-B print, and the hands of a booklet and a ballpoint form.
if [ ! -e /usr/share/fonts/truetype/ecolier-court/Ecolier-court.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-paratype fonts-b612 \
    fonts-clear-sans fonts-hack-ttf fonts-ecolier-court fonts-yozvox-yozfont-edu fonts-vollkorn fonts-tuffy \
    fonts-averia-sans-gwf fonts-sil-gentiumplus fonts-ocr-b >/dev/null
fi

# The eleventh certificate set's faces (tests/eleventh_draw.py): Gillius and Verana ADF, Linux
# Libertine, Manrope, Oxygen, Anonymous Pro, Inconsolata and mononoki print, Stay Puft and
# Fantasque Sans hands.
if [ ! -e /usr/share/fonts/truetype/staypuft/StayPuft.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-adf-gillius fonts-adf-verana \
    fonts-linuxlibertine fonts-manrope fonts-oxygen fonts-anonymous-pro fonts-inconsolata fonts-mononoki \
    fonts-staypuft fonts-fantasque-sans >/dev/null
fi

# The twelfth certificate set's faces (tests/twelfth_draw.py): Switzera ADF and OSP-DIN forms, a CMU
# typewriter, a Glass TTY impact printer, Hermit, Sora for a phone app, and Chilanka and Aenigma's
# Scrawl hands.
if [ ! -e /usr/share/fonts/truetype/glasstty/Glass_TTY_VT220.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-adf-switzera fonts-opendin \
    fonts-cmu fonts-glasstty fonts-hermit fonts-sora fonts-smc-chilanka fonts-aenigma >/dev/null
fi

# The thirteenth certificate set's faces (tests/thirteenth_draw.py): Universalis and Baskervald
# ADF, Roboto Slab, Routed Gothic, League Mono and Spartan, Comfortaa, Tiresias, Old Standard,
# OCR-A and Dosis print, and Stick capitals and Linex's Abecedario cursive for the pens.
if [ ! -e /usr/share/fonts/truetype/linex/Abecedario.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-adf-universalis \
    fonts-adf-baskervald fonts-roboto-slab fonts-routed-gothic fonts-league-mono fonts-league-spartan \
    fonts-comfortaa fonts-tiresias fonts-oldstandard fonts-ocr-a fonts-dosis fonts-stick fonts-linex >/dev/null
fi

# The fourteenth certificate set's faces (tests/fourteenth_draw.py): Junction, National Park,
# Fanwood, Quattrocento, Linden Hill, Play and Jura (with Cyrillic), Yanone Kaffeesatz, Summersby,
# Fira Code, Cabin Sketch and Isabella print, and Havana cursive and Kouzan Mouhitsu hands.
if [ ! -e /usr/share/fonts/truetype/kouzan-mouhitsu/kouzan-mouhitsu.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-junction \
    fonts-national-park fonts-fanwood fonts-quattrocento fonts-lindenhill fonts-play fonts-jura \
    fonts-yanone-kaffeesatz fonts-summersby fonts-firacode fonts-cabinsketch fonts-isabella fonts-havana \
    fonts-kouzan-mouhitsu >/dev/null
fi

# The fifteenth certificate set's faces (tests/fifteenth_draw.py): Century Catalogue, Karmilla,
# Berenis ADF, Doulos, NanumSquare, Cardo, osifont, Arapey, Nanum Barun Gothic and Lobster Two
# print, and Nanum Pen, Nanum Brush and the Woowa Yeonsung and Kirang Haerang hands.
if [ ! -e /usr/share/fonts/truetype/woowa-bm/BMYEONSUNG_ttf.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-nanum \
    fonts-nanum-extra fonts-woowa-bm fonts-adf-berenis fonts-karmilla fonts-cardo fonts-sil-doulos \
    fonts-osifont fonts-arapey fonts-century-catalogue fonts-lobstertwo >/dev/null
fi

# The sixteenth certificate set's faces (tests/sixteenth_canvas.py): TeX Gyre, Tribun and Romande
# ADF, Monoid, Rasa and Yrsa, Bebas Neue, Goudy Bookletter and Tlwg Typewriter print.
if [ ! -e /usr/share/fonts/truetype/monoid/Monoid-Regular.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-texgyre fonts-adf-tribun \
    fonts-adf-romande fonts-monoid fonts-yrsa-rasa fonts-bebas-neue fonts-goudybookletter \
    fonts-tlwg-typewriter-ttf >/dev/null
fi

# The seventeenth certificate set's faces (tests/seventeenth_canvas.py): Accanthis and Libris ADF,
# Averia Serif, Allerta, Prociono, Caslon, Komatuna, Agave and Monofur print, and the Karumbi,
# Leckerli One and Eurofurence hands.
if [ ! -e /usr/share/fonts/truetype/leckerli-one/LeckerliOne-Regular.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-adf-accanthis \
    fonts-adf-libris fonts-averia-serif-gwf fonts-allerta fonts-prociono fonts-georgewilliams \
    fonts-komatuna fonts-agave fonts-monofur fonts-smc-karumbi fonts-leckerli-one fonts-eurofurence >/dev/null
fi

# The eighteenth certificate set's faces (tests/eighteenth_canvas.py): Ikarius, Irianis and Mekanus
# ADF, Beteckna, RoadGeek, Motoya Maruberi, M+, Okolaks, Damase and Gamaliel print, and the YOz
# hand beside the earlier sets' hands.
if [ ! -e /usr/share/fonts/truetype/yozvox-yozfont/YOzRS_i.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-adf-ikarius \
    fonts-adf-irianis fonts-adf-mekanus fonts-beteckna fonts-roadgeek fonts-motoya-l-maruberi fonts-mplus \
    fonts-okolaks fonts-mph-2b-damase fonts-gamaliel fonts-yozvox-yozfont-standard-kana >/dev/null
fi

# The nineteenth certificate set's faces (tests/nineteenth_canvas.py): Ark Pandora's Aerial and Tymes,
# TLWG Typist, Mono and Kinnari, GFS Neohellenic, Gentium Book Basic and Junicode print, and the
# Aoyagi brush faces' Latin and Sawasdee (a felt marker) for hands.
if [ ! -e /usr/share/fonts/truetype/aoyagi-soseki/aoyagi-soseki.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-arkpandora \
    fonts-tlwg-typist-ttf fonts-tlwg-mono-ttf fonts-tlwg-kinnari-ttf fonts-tlwg-sawasdee-ttf \
    fonts-gfs-neohellenic fonts-sil-gentium-basic fonts-junicode fonts-aoyagi-soseki fonts-aoyagi-kouzan-t >/dev/null
fi

# The twentieth certificate set's faces (tests/twentieth_canvas.py): Noto Sans and Serif, Norasi
# and Umpush, Andika New Basic, Gayathri, Manjari and Konatu print, and the UnPilgia, Bajaderka and
# Uroob hands.
if [ ! -e /usr/share/fonts/truetype/unfonts-extra/UnPilgia.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core \
    fonts-tlwg-norasi-ttf fonts-tlwg-umpush-ttf fonts-sil-andikanewbasic fonts-smc-gayathri \
    fonts-smc-manjari fonts-konatu fonts-unfonts-extra fonts-bajaderka fonts-smc-uroob >/dev/null
fi

# The twenty-first certificate set's faces (tests/twentyfirst_faces.py): BIZ UD Gothic and Mincho,
# Garuda, Laksaman, Sawarabi Gothic, IPAex Gothic, GFS Didot, Elstob and Compagnon print, and
# Lemonada Light, Compagnon Italic and GFS Didot Italic under the set's own pen.
if [ ! -e /usr/share/fonts/truetype/bizud-gothic/BIZUDGothic-Regular.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-morisawa-bizud-gothic \
    fonts-morisawa-bizud-mincho fonts-tlwg-garuda-ttf fonts-tlwg-laksaman-ttf fonts-sawarabi-gothic \
    fonts-ipaexfont-gothic fonts-gfs-didot fonts-elstob fonts-compagnon fonts-lemonada >/dev/null
fi

# The twenty-second certificate set's faces (tests/twentysecond_faces.py): Loma, TlwgTypo, Un Batang,
# Dotum and Graphic, Gemunu Libre, Le Murmure, Klaudia and Berenika print, and Un Pilgi and
# LXGW WenKai under the set's own pen.
if [ ! -e /usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-tlwg-loma-ttf \
    fonts-tlwg-typo-ttf fonts-unfonts-core fonts-gemunu-libre fonts-le-murmure fonts-klaudia-berenika \
    fonts-lxgw-wenkai >/dev/null
fi

# The twenty-third certificate set's faces (tests/twentythird_faces.py): GFS Artemisia, MigMix 1P,
# VL PGothic, IPA P Gothic and P Mincho, WenQuanYi Micro Hei, Lexi Saebom and Smiley Sans print; its
# pens write with hands the earlier sets install.
if [ ! -e /usr/share/fonts/truetype/smiley-sans/SmileySans-Oblique.ttf ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-gfs-artemisia \
    fonts-migmix fonts-vlgothic fonts-ipafont-gothic fonts-ipafont-mincho fonts-wqy-microhei \
    fonts-lexi-saebom fonts-smiley-sans >/dev/null
fi

# Tesseract's data, for reading rabies certificates.
bash scripts/install-ocr.sh

# axe-core for the accessibility checks of the web forms, pinned by tests/a11y/package-lock.json.
(cd tests/a11y && npm ci --no-audit --no-fund --silent)

PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PGBIN" ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [ -z "$PGBIN" ]; then
  echo "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin" >&2
  exit 1
fi
PGDATA=$(mktemp -d /tmp/doglicense-pg.XXXXXX)
PGPORT=$("$BIN/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown -R postgres:postgres "$PGDATA" 2>/dev/null || { useradd -r postgres 2>/dev/null || true; chown -R postgres "$PGDATA"; }
  RUN_AS=(runuser -u postgres --)
fi
stop_pg() { "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$PGDATA/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$PGDATA"; }
trap stop_pg EXIT
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$PGDATA/data" -U postgres -A trust --no-sync >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$PGDATA/data" -l "$PGDATA/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDATA -c fsync=off -c max_connections=200" start >/dev/null
export TEST_POSTGRES_URL="postgresql+asyncpg://postgres@127.0.0.1:$PGPORT/postgres"

# One pytest worker per core (TEST_WORKERS=N to choose; 0 runs in this process), each test
# handed to whichever worker is free: the journey explorer runs beside the rest.
"$BIN/pytest" -q -n "${TEST_WORKERS:-auto}" --dist worksteal "$@"
