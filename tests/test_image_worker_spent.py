"""A job whose worker ran out of memory after it had its answer (the second OCR engine failing on
a 12-megapixel photo after Tesseract had read it): the answer stands, the worker is replaced."""

from __future__ import annotations

import os

from doglicense.office.documents.images import ImageWorkers
from doglicense.office.documents.refusals import Spent


def worker_pid() -> int:
    return os.getpid()


def answered_then_spent(answer: str) -> str:
    raise Spent(answer)


async def test_an_answer_given_as_memory_ran_out_stands_and_its_worker_is_replaced() -> None:
    workers = ImageWorkers(1, time_limit=60)
    try:
        first = await workers._run(worker_pid)
        assert await workers._run(answered_then_spent, "Tesseract's words") == "Tesseract's words"
        assert await workers._run(worker_pid) != first  # never trusted with the next file
    finally:
        workers.close()
