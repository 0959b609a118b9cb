"""`doglicense backup PATH` and `doglicense restore PATH`: what they print and refuse."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from doglicense.settings import Settings
from doglicense.storage.backup import BackupRefused, backup, holds_records, restore
from doglicense.storage.migrate import upgrade


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    made = commands.add_parser("backup", help="the database and the documents, in one tar file")
    made.add_argument("path", help="the tar file to write")
    put = commands.add_parser("restore", help="put a backup in place (stop the service first)")
    put.add_argument("path", help="a tar file written by `doglicense backup`")
    put.add_argument(
        "--replace", action="store_true", help="even over a database that holds records"
    )


def run(settings: Settings, args: argparse.Namespace) -> int:
    try:
        if args.command == "backup":
            made = backup(settings, Path(args.path))
            print(f"backed up the {made['database']} database and {made['documents']} documents")
            return 0
        if not args.replace and asyncio.run(holds_records(settings)):
            print(
                "doglicense restore: this database holds records; "
                "pass --replace to replace them with the backup's",
                file=sys.stderr,
            )
            return 1
        put = restore(settings, Path(args.path))
    except (BackupRefused, OSError) as refused:
        print(f"doglicense {args.command}: {refused}", file=sys.stderr)
        return 1
    upgrade(settings.resolved_database_url)  # a backup from an older release gets today's schema
    print(
        f"restored the {put['database']} database of {put['made_at']} "
        f"and {put['documents_restored']} documents"
    )
    return 0
