"""The repository itself: nothing a merge left half done."""

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKERS = ("<<<<<<< ", ">>>>>>> ")


def test_no_file_holds_a_merge_conflict_marker() -> None:
    tracked = subprocess.run(
        ["git", "ls-files"],  # noqa: S607 (git from the PATH, as a developer runs it)
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    marked = []
    for name in tracked:
        path = ROOT / name
        if path.suffix in {".mo", ".png", ".jpg", ".pdf"} or not path.is_file():
            continue
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            if line.startswith(MARKERS) or line == "=======":
                marked.append(f"{name}:{number}")
    assert marked == []
