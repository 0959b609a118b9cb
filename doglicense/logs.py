"""Structured logs: one JSON object a line, with ids and references only, never a token."""

from __future__ import annotations

import json
import logging
import os
import re
from datetime import UTC, datetime
from typing import Any

# A Bot API URL carries the token: /bot123456:ABC.../sendMessage. Masked wherever it shows up.
BOT_TOKEN = re.compile(r"bot\d+:[A-Za-z0-9_-]+")
# Only these extras are copied into a line: identifiers, never what a resident wrote.
SAFE_EXTRAS = (
    "update_id",
    "resident_id",
    "record_id",
    "reference",
    "draft_id",
    "flow",
    "question",
    "outcome",
    "status",
    "method",
    "path",
    "duration_ms",
    "worker",
    "job",
)


def mask_tokens(text: str) -> str:
    return BOT_TOKEN.sub("bot<token>", text)


class JsonFormatter(logging.Formatter):
    """Formats a record as a JSON line: time, level, logger, message, safe extras, exception."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": mask_tokens(record.getMessage()),
        }
        for name in SAFE_EXTRAS:
            if name in record.__dict__:
                line[name] = record.__dict__[name]
        if record.exc_info and record.exc_info[0] is not None:
            # The type and the traceback's frames; an exception's text may quote a resident.
            line["exception"] = record.exc_info[0].__name__
            line["traceback"] = mask_tokens(self.formatException(record.exc_info))
        return json.dumps(line, default=str, ensure_ascii=False)


class TokenFilter(logging.Filter):
    """Masks bot tokens in any record's arguments, for handlers that do not format as JSON."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.args:
            record.msg = mask_tokens(record.getMessage())
            record.args = None
        elif isinstance(record.msg, str):
            record.msg = mask_tokens(record.msg)
        return True


def wants_json(environment: str) -> bool:
    """JSON lines in production, or whenever LOG_FORMAT=json (LOG_FORMAT=text: plain text)."""
    wanted = os.environ.get("LOG_FORMAT", "")
    return wanted == "json" or (environment == "production" and wanted != "text")


def configure(*, json_lines: bool, level: int = logging.INFO) -> None:
    """The root logger: JSON lines (production) or plain text; httpx kept quiet (its URLs)."""
    handler = logging.StreamHandler()
    if json_lines:
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
    handler.addFilter(TokenFilter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("httpx").setLevel(logging.WARNING)  # its INFO lines are URLs with the token
    logging.getLogger("httpcore").setLevel(logging.WARNING)


def uvicorn_log_config(*, json_lines: bool) -> dict[str, Any]:
    """uvicorn's own loggers in the same shape; access lines carry paths, never bodies."""
    formatter = "doglicense.logs.JsonFormatter" if json_lines else "logging.Formatter"
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"default": {"()": formatter}},
        "filters": {"tokens": {"()": "doglicense.logs.TokenFilter"}},
        "handlers": {
            "default": {
                "class": "logging.StreamHandler",
                "formatter": "default",
                "filters": ["tokens"],
            }
        },
        "loggers": {
            "uvicorn": {"handlers": ["default"], "level": "INFO", "propagate": False},
            "uvicorn.error": {"level": "INFO"},
            "uvicorn.access": {"handlers": ["default"], "level": "WARNING", "propagate": False},
        },
    }
