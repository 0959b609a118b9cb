"""Pictures read off the event loop: a few worker processes, a pixel cap and a time cap.

Pillow and pillow-heif release the GIL while they decode, but not for every step: with four
81 MP photos a 10 ms timer fired up to 848 ms late beside threads, 100 ms beside processes
(bench/README.md, 5). Processes also can be killed at the time cap (a thread cannot be stopped),
a decoder that crashes on a crafted file takes down one worker, not the service, and each worker
lives under a memory limit (RLIMIT_AS): one that passes it is replaced, the others go on.
"""

from __future__ import annotations

import asyncio
import logging
import math
import multiprocessing
import queue
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import TYPE_CHECKING, Any

from doglicense.office.documents.pictures import PDF, Picture, make_preview, read_pdf, read_picture
from doglicense.office.documents.refusals import PictureRefused, Spent

if TYPE_CHECKING:
    from doglicense.office.documents.certificate_text import PageText
    from doglicense.office.documents.pdf_caps.bounded import PdfLimits

log = logging.getLogger(__name__)

MAX_PIXELS = 50_000_000  # a 48-megapixel phone photo fits; a decompression bomb does not
TIME_LIMIT_SECONDS = 15.0
WORKERS = 2
PREVIEW_SIDE = 1600  # the clerk's preview: enough to read a certificate, small to send
MEMORY_LIMIT_MB = 1536  # address space of a worker: reading a 48 MP photo peaks near 820 MB
START_TIMEOUT_SECONDS = 60.0  # a fresh worker imports Pillow: slow on a busy machine


# What runs inside a worker process.


def _serve(conn: Connection, memory_limit_mb: int) -> None:
    """A worker's life: one job at a time, each answered with ("ok", value) or a refusal."""
    import resource
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the service's to handle
    import PIL.Image  # imported before "ready", so no job pays for it
    import pillow_heif  # noqa: F401

    # The cap is ours (`opened`), with the size to tell the resident; this process is ours too.
    PIL.Image.MAX_IMAGE_PIXELS = None
    if memory_limit_mb:  # past it an allocation fails: MemoryError here, or the worker dies
        limit = memory_limit_mb * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    conn.send("ready")
    while True:
        try:
            job, args = conn.recv()
        except EOFError:
            return
        try:
            answer: tuple[Any, ...] = ("ok", job(*args))
        except PictureRefused as refused:
            answer = ("refused", refused.reason, refused.params)
        except Spent as spent:
            answer = ("answered, spent", spent.answer)
        except MemoryError:
            answer = ("spent",)  # a heap that ran out is not trusted with the next file
        except Exception as error:  # any failure to read a hostile file is "unreadable"
            answer = ("refused", "picture_unreadable", {"error": type(error).__name__})
        conn.send(answer)


# The service's side.


class _Worker:
    def __init__(self, memory_limit_mb: int) -> None:
        context = multiprocessing.get_context("spawn")  # never fork a process running threads
        self.conn, child = context.Pipe()
        self.process: BaseProcess = context.Process(
            target=_serve, args=(child, memory_limit_mb), daemon=True, name="image-worker"
        )
        self.process.start()
        child.close()
        if not self.conn.poll(START_TIMEOUT_SECONDS) or self.conn.recv() != "ready":
            self.kill()
            raise RuntimeError("an image worker did not start")

    def ask(self, job: Callable[..., Any], args: tuple[Any, ...], timeout: float) -> Any:
        self.conn.send((job, args))
        if not self.conn.poll(timeout):
            raise TimeoutError
        answer = self.conn.recv()  # EOFError when the worker died on the file
        if answer[0] == "spent":
            raise MemoryError
        if answer[0] == "answered, spent":
            raise Spent(answer[1])
        if answer[0] == "refused":
            raise PictureRefused(answer[1], **answer[2])
        return answer[1]

    def kill(self) -> None:
        self.process.kill()
        self.process.join(5)
        self.conn.close()


def _kill_all(workers: set[_Worker]) -> None:
    for worker in list(workers):
        worker.kill()
    workers.clear()


class ImageWorkers:
    """Worker processes, started when first needed; one past the time cap is killed and replaced."""

    def __init__(
        self,
        size: int = WORKERS,
        *,
        max_pixels: int = MAX_PIXELS,
        time_limit: float = TIME_LIMIT_SECONDS,
        memory_limit_mb: int = MEMORY_LIMIT_MB,
        pdf: PdfLimits | None = None,
    ) -> None:
        from doglicense.office.documents.pdf_caps.bounded import PdfLimits

        self.size = size
        self.max_pixels = max_pixels
        self.time_limit = time_limit
        self.memory_limit_mb = memory_limit_mb
        self.pdf = pdf or PdfLimits(max_pixels=max_pixels)
        self._slots: queue.SimpleQueue[_Worker | None] = queue.SimpleQueue()
        for _ in range(size):
            self._slots.put(None)  # None: a worker not started yet, or killed
        self._live: set[_Worker] = set()
        # As many threads as workers: each waits on one worker's answer, never on the loop.
        self._threads = ThreadPoolExecutor(size, thread_name_prefix="image-worker")
        self._finalizer = weakref.finalize(self, _kill_all, self._live)

    async def read(self, data: bytes, content_type: str) -> Picture:
        """The picture read and checked (a HEIC made JPEG), a PDF measured within its caps, or
        PictureRefused saying why."""
        if content_type == PDF:
            measured: Picture = await self._run(read_pdf, data, content_type, self.pdf)
            return measured
        picture: Picture = await self._run(read_picture, data, content_type, self.max_pixels)
        return picture

    async def preview(self, data: bytes, content_type: str, side: int = PREVIEW_SIDE) -> bytes:
        """A bounded JPEG of a stored picture, for the clerk's browser."""
        made: bytes = await self._run(make_preview, data, content_type, self.max_pixels, side)
        return made

    async def words(self, data: bytes, content_type: str) -> PageText:
        """A certificate's words (a PDF's text layer, else OCR; a second engine's beside them
        where Tesseract's leave a date empty), read within the caps."""
        from doglicense.office.documents.second_engine import read_words_twice

        read: PageText = await self._run(read_words_twice, data, content_type, self.max_pixels)
        return read

    async def _run(self, job: Callable[..., Any], *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._threads, self._call, job, args)

    def _call(self, job: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        """On a pool thread: take a worker, ask it, put it back (or a fresh slot if it died)."""
        worker = self._slots.get()
        try:
            if worker is None:
                worker = _Worker(self.memory_limit_mb)
                self._live.add(worker)
            return worker.ask(job, args, self.time_limit)
        except Spent as spent:
            log.warning("image worker replaced after its answer: out of memory")
            self._retire(worker)
            worker = None
            return spent.answer
        except TimeoutError:
            log.warning("image worker killed past %.0f s", self.time_limit)
            self._retire(worker)
            worker = None
            raise PictureRefused("picture_too_slow", seconds=math.ceil(self.time_limit)) from None
        except (EOFError, OSError, MemoryError) as error:
            log.warning("image worker replaced: %s", type(error).__name__)
            self._retire(worker)
            worker = None
            # Most likely its memory limit: for a PDF, one too large to draw.
            raise PictureRefused(
                "pdf_too_large" if args[1] == PDF else "picture_unreadable"
            ) from None
        finally:
            self._slots.put(worker)

    def _retire(self, worker: _Worker | None) -> None:
        if worker is not None:
            worker.kill()
            self._live.discard(worker)

    def close(self) -> None:
        """Stop every worker (they are daemons too: they end with the service)."""
        self._threads.shutdown(wait=False, cancel_futures=True)
        self._finalizer()
