"""A Bot API answered in-process, so a benchmark times our code and PTB's, not a network."""

from __future__ import annotations

import json
import time
from typing import Any

from telegram._utils.types import ODVInput
from telegram.request import BaseRequest, RequestData

from tests.picturekit import blank_png

BOT = {
    "id": 777000111,
    "is_bot": True,
    "first_name": "Clay Dog Licenses",
    "username": "ClayDogLicenseBot",
}
PNG = blank_png(8, 8)  # a real picture: uploads are decoded before they are kept


class OfflineRequest(BaseRequest):
    """Answers every Bot API method the bot uses, with the shapes Telegram gives."""

    def __init__(self) -> None:
        self.calls = 0
        self._message_id = 0

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None

    @property
    def read_timeout(self) -> float | None:
        return 5.0

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        write_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        connect_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        pool_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        self.calls += 1
        if "/file/bot" in url:
            return 200, PNG
        api_method = url.rsplit("/", 1)[-1]
        params: dict[str, Any] = request_data.parameters if request_data else {}
        return 200, json.dumps({"ok": True, "result": self._result(api_method, params)}).encode()

    def _result(self, api_method: str, params: dict[str, Any]) -> Any:
        if api_method == "getMe":
            return BOT
        if api_method == "getFile":
            return {
                "file_id": params.get("file_id"),
                "file_unique_id": "u1",
                "file_size": len(PNG),
                "file_path": "photos/file_1.png",
            }
        if api_method in ("sendMessage", "editMessageText"):
            self._message_id += 1
            chat_id = int(params.get("chat_id", 1))
            return {
                "message_id": self._message_id,
                "date": int(time.time()),
                "chat": {"id": chat_id, "type": "private"},
                "from": BOT,
                "text": str(params.get("text", "")),
            }
        return True
