"""A spayed dog's certificate can follow the request: the clerk cannot issue the license at the
spayed fee until it arrives, and the resident sends it later with /proof (terminal, Telegram)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import (
    PDF,
    RABIES,
    approve_in_console,
    button_data,
    dog,
    owner,
    send,
    talk,
    texts_of,
)
from tests.clerkkit import confirmed, csrf_of, make_staff, pay_at_counter, served, signed_in
from tests.formkit import (
    a_therapy_dog,
    axe_violations,
    choose,
    finish_after_the_certificate,
    owner_and_rex,
    phone,
    submit,
    upload,
)
from tests.paytools import serving
from tests.standins.telegram import FakeTelegram
from tests.test_terminal_resident import license_lines, run


def later_lines(certificate: Path) -> list[str]:
    """The terminal license of a spayed dog whose certificate is to follow."""
    lines = license_lines(certificate)
    spayed = lines.index("3 years") + 1
    return [*lines[:spayed], "1", "1", *lines[spayed + 1 :]]  # spayed: yes; "I'll send it later"


async def the_record(services: Services) -> Record:
    async with services.db.session() as session:
        return (await session.execute(select(Record).where(Record.kind == "license"))).scalar_one()


async def clerk_tries_to_approve(services: Services, record_id: int) -> tuple[str, str]:
    """The clerk's record page, and where approving it leads."""
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, signed_in(url, "clerk") as client:
        page = (await client.get(f"/clerk/records/{record_id}")).text
        tried = await confirmed(
            client,
            await client.post(
                f"/clerk/records/{record_id}/approve", data={"csrf_token": csrf_of(page)}
            ),
        )
        return page, tried.headers.get("location", "")


async def test_a_certificate_sent_later_in_the_terminal_lets_the_clerk_approve(
    services: Services, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    text = await run(services, *later_lines(certificate))
    assert "1. I'll send it later" in text
    assert "When you have it, send /proof here." in text
    record = await the_record(services)
    assert record.fee_cents == 500 and "proof_awaited" in record.flags
    page, location = await clerk_tries_to_approve(services, record.id)
    assert "Spay/neuter proof awaited" in page
    assert "Not sent: the resident said it would follow" in page
    assert location.endswith("proof_awaited"), location
    text = await run(services, "/proof", f"file:{certificate}", "1")
    hint = "Type file: and the path of the photo or PDF, like file:/home/jane/rabies.pdf"
    asked = "Please send a photo or PDF of the vet's spay/neuter certificate."
    assert f"{asked}\n{hint}\n  1. I'll" in text
    assert "Spay/neuter certificate: rabies.pdf received" in text
    assert "Please pay $5.00 at the Town Clerk's office" in text
    record = await the_record(services)
    assert record.status == "resubmitted" and "proof_awaited" not in record.flags
    assert isinstance(record.answers["spay_proof"], dict)
    [issued] = await approve_in_console(services)
    assert issued.record_id == record.id and (await the_record(services)).fee_cents == 500
    text = await run(services, "/proof")
    assert "No request of yours waits for a spay/neuter certificate." in text


async def test_the_terminal_speaks_of_the_certificate_to_follow_in_spanish(
    services: Services, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = later_lines(certificate)
    text = await run(services, "/language es", *lines[: lines.index("3 years") + 2])
    hint = "Escriba file: y la ruta de la foto o del PDF, como file:/home/jane/rabies.pdf"
    assert f"certificado de esterilización del veterinario.\n{hint}\n  1. Lo enviaré" in text
    text = await run(services, "/cancel", "/proof")
    assert "Ninguna de sus solicitudes espera un certificado de esterilización." in text


async def test_in_telegram_the_certificate_follows_with_proof_and_the_license_is_issued(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(3201)
    spayed = [*owner(), *dog(), ("tap", "yes")]
    asked = await talk(user, spayed)
    assert button_data(asked)[0] == "c:later" and "I'll send it later" in str(asked)
    rest = [*RABIES, ("tap", "none"), ("tap", "no"), ("tap", "counter"), ("tap", "nav:confirm")]
    done = await talk(user, [("tap", "later"), *rest])
    assert "When you have it, send /proof here." in texts_of(done)
    record = await the_record(services)
    _, location = await clerk_tries_to_approve(services, record.id)
    assert location.endswith("proof_awaited"), location
    asked = await send(user, "/proof")
    assert "spay/neuter certificate" in texts_of(asked)
    await talk(user, [("pdf", PDF), ("tap", "nav:confirm")])
    assert "proof_awaited" not in (await the_record(services)).flags
    [issued] = await approve_in_console(services)
    assert issued.record_id == record.id


async def test_on_a_phone_the_certificate_follows_from_my_dogs(services: Services) -> None:
    async with serving(services) as url, phone(width=375) as page:
        services.settings.public_base_url = url
        await owner_and_rex(page, url, sex="male")
        await choose(page, "yes")  # spayed: $5
        await submit(page, "button[name=choice][value='later']")  # no dead end: it follows
        await choose(page, "certificate")
        await upload(page, "rabies.pdf", PDF, "application/pdf")
        await finish_after_the_certificate(page)
        said = await page.inner_text("#proof-awaited")
        assert "send it from this request in My dogs" in said
        status_link = await page.get_attribute("#status-link", "href")
        assert status_link is not None
        await page.goto(status_link)
        await submit(page, "text=Send the certificate")
        assert "waits for the spay/neuter certificate" in await page.inner_text("main")
        assert await page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        assert await axe_violations(page) == []
        await upload(page, "spay.pdf", PDF, "application/pdf")
        await submit(page, "#confirm")
    record = await the_record(services)
    assert record.status == "resubmitted" and "proof_awaited" not in record.flags
    [issued] = await approve_in_console(services)
    assert issued.record_id == record.id


def exempt_later_lines(certificate: Path) -> list[str]:
    """The terminal license of a therapy dog, said to be spayed, its certificate "later"."""
    lines = later_lines(certificate)
    exempt = lines.index("6/1/2028") + 1
    therapy = "9"  # after "No exemption" and seven other kinds (towns/clay.toml)
    return [*lines[:exempt], therapy, f"file:{certificate}", "2", "1"]


async def test_an_exempt_dogs_certificate_to_follow_does_not_hold_its_license(
    services: Services, tmp_path: Path
) -> None:
    """An exempt dog's license is free either way (R9): it waits for no spay certificate, and
    without one the dog counts as not spayed (R6): the Town pays the State's $3 surcharge."""
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    text = await run(services, *exempt_later_lines(certificate))
    assert "not sent (an exempt dog's license does not wait for it)" in text
    assert "/proof" not in text and "Fee: $0.00" in text, text
    record = await the_record(services)
    assert record.fee_cents == 0 and "proof_awaited" not in record.flags
    assert record.fee_parts["surcharge_paid_by_town_cents"] == 300
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, signed_in(url, "clerk") as client:
        page = (await client.get(f"/clerk/records/{record.id}")).text
    assert "the Town pays the State surcharge, $3.00, the unspayed rate" in page
    assert "Not sent: the resident said it would follow" in page
    [issued] = await approve_in_console(services)
    assert issued.record_id == record.id and not issued.spayed_neutered
    text = await run(services, "/proof")
    assert "No request of yours waits for a spay/neuter certificate." in text
    text = await run(services, "/renew", "1", "1")
    assert "Is Rex neutered?" in text, text[-600:]


async def test_in_telegram_in_spanish_an_exempt_dog_is_licensed_without_the_certificate(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(3202, language_code="es")
    spayed = [*owner(), *dog(), ("tap", "yes"), ("tap", "later"), *RABIES]
    await talk(user, spayed)
    summary = await talk(user, [("tap", "therapy"), ("pdf", PDF), ("tap", "no")])
    said = texts_of(summary)
    assert "no enviado (la licencia de un perro exento no lo espera)" in said, said
    assert "$0.00" in said
    done = texts_of(await talk(user, [("tap", "nav:confirm")]))
    assert "/proof" not in done and "esterilización" not in done, done
    record = await the_record(services)
    assert "proof_awaited" not in record.flags and record.fee_cents == 0
    [issued] = await approve_in_console(services)
    assert issued.record_id == record.id and not issued.spayed_neutered


async def test_on_a_phone_in_spanish_an_exempt_dogs_certificate_to_follow_holds_nothing(
    services: Services,
) -> None:
    async with serving(services) as url, phone(locale="es-US", width=375) as page:
        services.settings.public_base_url = url
        await owner_and_rex(page, url, sex="male", language="es")
        await choose(page, "yes")
        await submit(page, "button[name=choice][value='later']")
        await a_therapy_dog(page)
        summary = await page.inner_text("main")
        assert "no enviado (la licencia de un perro exento no lo espera)" in summary, summary
        assert "$0.00 (exento: Perro de terapia)" in summary, summary
        await submit(page, "#confirm")
        assert "/forms/done/L-" in page.url
        assert await page.query_selector("#proof-awaited") is None
    record = await the_record(services)
    assert "proof_awaited" not in record.flags and record.fee_cents == 0
    [issued] = await approve_in_console(services)
    assert issued.record_id == record.id and not issued.spayed_neutered


async def test_in_telegram_a_certificate_sent_after_paying_asks_for_no_fee_again(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    """Paid at the counter, then /proof: the request's confirmation never asks for the $5.00
    again (walked by hand on 2026-12-07, in Spanish), as a card's never did."""
    for uid, lang, thanks in ((3203, "en", "Your request is in"), (3204, "es", "Recibimos su")):
        user = fake.user(uid, language_code=lang)
        rest = [*RABIES, ("tap", "none"), ("tap", "no"), ("tap", "counter"), ("tap", "nav:confirm")]
        await talk(user, [*owner(), *dog(), ("tap", "yes"), ("tap", "later"), *rest])
        async with services.db.session() as session:
            record = (
                (
                    await session.execute(
                        select(Record).where(Record.kind == "license").order_by(Record.id.desc())
                    )
                )
                .scalars()
                .first()
            )
        assert record is not None
        await make_staff(services, f"clerk{uid}", Role.CLERK)
        async with served(services) as url, signed_in(url, f"clerk{uid}") as clerk:
            await pay_at_counter(clerk, record)
        await send(user, "/proof")
        done = texts_of(await talk(user, [("pdf", PDF), ("tap", "nav:confirm")]))
        assert thanks in done, done
        assert "$5.00" not in done and "pay" not in done.lower() and "pague" not in done.lower(), (
            done
        )
