"""The product's packages as a Graphviz drawing: each with its lines, an arrow where one imports
another (`python scripts/draw-imports.py > imports.dot; dot -Tsvg imports.dot > imports.svg`)."""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "doglicense"


def package_of(path: Path) -> str:
    return ".".join(("doglicense", *path.relative_to(ROOT).parent.parts)).rstrip(".")


def imported(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
    return names


def main() -> None:
    files = [p for p in ROOT.rglob("*.py") if "migrations" not in p.parts]
    packages = {package_of(p) for p in files}
    lines: dict[str, int] = defaultdict(int)
    arrows: set[tuple[str, str]] = set()
    for path in files:
        here = package_of(path)
        lines[here] += len(path.read_text().splitlines())
        for name in imported(path):
            parts = name.split(".")
            target = next(
                (
                    ".".join(parts[:n])
                    for n in range(len(parts), 0, -1)
                    if ".".join(parts[:n]) in packages
                ),
                None,
            )
            if target and target != here and name.startswith("doglicense"):
                arrows.add((here, target))
    out = ["digraph imports {", "  rankdir=LR; node [shape=box, fontname=Helvetica];"]
    out += [f'  "{p}" [label="{p}\\n{lines[p]} lines"];' for p in sorted(packages)]
    out += [f'  "{a}" -> "{b}";' for a, b in sorted(arrows)]
    out.append("}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
