"""/forms/transfer: a new owner in the Town types the code the old owner gave (or follows the
e-mail's link, which carries it) and goes on to the license of the same dog and tag (R15, R18)."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from doglicense.service import transfers
from doglicense.templates.language import spoken
from doglicense.web.forms.identity import csrf_ok, forms_resident, services_of, session_id
from doglicense.web.forms.pages import page, resident_page, see_other


def _code_page(request: Request, key: str, code: str, *, refused: bool = False) -> Response:
    return page(
        request,
        "transfer.html",
        key=key,
        code=code,
        refused=refused,
        status_code=400 if refused else 200,
    )


@resident_page
async def code_page(request: Request) -> Response:
    """The box for the code, filled in when the e-mail's link carries it; nothing starts until
    the new owner presses Continue (a mail scanner's visit begins no license)."""
    services = services_of(request)
    async with services.db.session() as db:
        await forms_resident(request, db, language=spoken())
        await db.commit()
    key = session_id(request)
    assert key is not None, "forms_resident signs the browser in"
    code = request.path_params.get("code") or request.query_params.get("code", "")
    return _code_page(request, key, code)


@resident_page
async def take_code(request: Request) -> Response:
    """The code posted: the license flow with the dog's facts and its tag, or the box again."""
    services = services_of(request)
    key = session_id(request)
    form = await request.form()
    if not csrf_ok(request, key, str(form.get("csrf_token", ""))):
        return page(request, "notice.html", notice="expired_form", status_code=403)
    assert key is not None
    code = str(form.get("code", "")).strip()
    secret = services.settings.session_secret.get_secret_value()
    async with services.db.session() as db:
        resident = await forms_resident(request, db, language=spoken())
        resident.language = spoken()
        turn = await transfers.begin_by_code(
            db,
            resident,
            code,
            services.clock(),
            secret=secret,
            channel="web",
            card_payments=services.card_payments,
        )
        await db.commit()
    if turn is None:
        return _code_page(request, key, code, refused=True)
    return see_other("/forms/license")
