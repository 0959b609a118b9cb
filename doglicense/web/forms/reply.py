"""Writing back about a found dog from an e-mail's link: the words go to the other side."""

from __future__ import annotations

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import Response

from doglicense.mail.links import read_reply_link
from doglicense.office.reports import relay, relay_sharing
from doglicense.storage.models import Resident
from doglicense.web.forms.identity import services_of
from doglicense.web.forms.pages import page, resident_page

LIMIT = relay.MAX_WORDS


@resident_page
async def reply_page(request: Request) -> Response:
    """The box to write in (GET), the words sent or the details shared (POST): the link names the
    resident."""
    services = services_of(request)
    found = read_reply_link(services.settings, request.path_params["token"])
    if found is None:
        return page(request, "notice.html", notice="bad_link", status_code=404)
    reference, resident_id = found
    if request.method == "GET":
        return page(request, "reply.html", reference=reference, limit=LIMIT, state="write")
    form = await request.form()
    if form.get("share"):  # sharing: what is lacking asked, what would be sent shown, agreed
        return await _share(request, reference, resident_id, str(form["share"]), form)
    words = str(form.get("words", "")).strip()
    if not words:
        return page(
            request, "reply.html", reference=reference, limit=LIMIT, state="empty", status_code=400
        )
    async with services.db.session() as db:
        resident = await db.get(Resident, resident_id)
        sent = None
        if resident is not None:
            sent = await relay.reply_now(db, resident, reference, words, now=services.now())
        await db.commit()
    state = "sent" if sent else "nobody"
    return page(request, "reply.html", reference=reference, limit=LIMIT, state=state)


async def _share(
    request: Request, reference: str, resident_id: int, asked: str, form: FormData
) -> Response:
    """ "Share my contact details" (yes), the boxes of what the Town lacks (details), then
    "Share these details" (agree) once what would be sent is seen."""
    services = services_of(request)
    async with services.db.session() as db:
        resident = await db.get(Resident, resident_id)
        step = None
        if resident is not None and asked == "agree":
            step = await relay_sharing.agree(db, resident, reference, now=services.now())
        elif resident is not None and asked == "details":
            given = {key: str(form.get(key, "")) for key in relay_sharing.PARSERS}
            step = await relay_sharing.filled(db, resident, reference, given)
        elif resident is not None:
            step = await relay_sharing.offer(db, resident, reference)
        await db.commit()
    state = "nobody" if step is None else (step.sharing or "share")
    refused = step is not None and step.refused
    return page(
        request,
        "reply.html",
        reference=reference,
        limit=LIMIT,
        state=state,
        step=step,
        status_code=400 if refused else 200,
    )
