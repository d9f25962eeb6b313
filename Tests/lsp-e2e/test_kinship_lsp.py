"""End to end: `kinship lsp` driven by pytest-lsp (pygls's client), a client this project did not
write. .ci/run installs pytest-lsp and runs this file against the debug build; KINSHIP_BIN names
another `kinship` executable.

Each test starts a server on two spec files in a fresh folder (a library with a container, and an
app that imports it), and every test ends with shutdown and exit, which must end the server with
status 0.
"""

import asyncio
import os
import pathlib
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
KINSHIP = os.environ.get("KINSHIP_BIN", str(ROOT / ".build" / "debug" / "kinship"))

LIBRARY = """\
kinship: 1
screens:
  Map: { class: RGMapViewController }
  GeoInfo: RGGeoInfoViewController
containers:
  Tunnel:
    class: RGContainerViewController
    layout: vertical
    children: { startMap: Map, startGeo: GeoInfo }
    slots:
      top: { size: 50%, accepts: [startMap, startGeo], initial: startMap }
    transitions:
      reveal:
        top: { show: startGeo, animation: flipFromTop, duration: 0.2 }
      conceal:
        top: { show: startMap, animation: flipFromBottom, duration: 0.2 }
"""

APP = """\
kinship: 1
imports: [lib.yaml]
containers:
  App:
    kind: navigation
    children:
      tunnel: Tunnel
      map: Map
    slots:
      content: { accepts: [tunnel, map], initial: [tunnel] }
    transitions:
      open: { content: { push: map, from: tunnel } }
      back: { content: { pop: 1, from: map } }
root: App
"""

if not os.access(KINSHIP, os.X_OK):
    sys.exit(f"lsp-e2e: no kinship executable at {KINSHIP} (run `swift build` first, or set KINSHIP_BIN)")


def position(text: str, needle: str, offset: int = 0) -> types.Position:
    """The position of the first `needle` in `text`, `offset` characters into it (ASCII text)."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    return types.Position(line=line, character=index - (text.rfind("\n", 0, index) + 1))


def apply(text: str, edits: list[types.TextEdit]) -> str:
    """Applies LSP text edits (positions in UTF-16 units; the specs here are ASCII)."""
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)

    def offset(p: types.Position) -> int:
        return starts[p.line] + p.character

    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text


async def published(client: LanguageClient, uri: str, until=lambda found: True, timeout: float = 60):
    """The diagnostics last published for `uri` once they satisfy `until`. The server publishes a
    file's diagnostics only when they change, so a test waits for the change it expects."""

    async def wait():
        while uri not in client.diagnostics or not until(client.diagnostics[uri]):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return client.diagnostics[uri]

    return await asyncio.wait_for(wait(), timeout)


@pytest.fixture
def specs(tmp_path: pathlib.Path) -> pathlib.Path:
    (tmp_path / "lib.yaml").write_text(LIBRARY)
    (tmp_path / "app.yaml").write_text(APP)
    return tmp_path


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[KINSHIP, "lsp"]))
async def client(lsp_client: LanguageClient, specs: pathlib.Path):
    params = types.InitializeParams(
        capabilities=types.ClientCapabilities(),
        root_uri=specs.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=specs.as_uri(), name="specs")],
    )
    # A server that cannot read pygls's frames (it sends Content-Type) never answers: fail, not hang.
    result = await asyncio.wait_for(lsp_client.initialize_session(params), 60)
    lsp_client.kinship_initialize = result
    lsp_client.kinship_shut_down = False
    yield
    if not lsp_client.kinship_shut_down:
        await asyncio.wait_for(lsp_client.shutdown_session(), 60)
        assert lsp_client._server.returncode == 0


def open_document(client: LanguageClient, path: pathlib.Path, text: str | None = None) -> str:
    text = path.read_text() if text is None else text
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="yaml", version=1, text=text)
        )
    )
    return path.as_uri()


async def test_initialize_announces_what_the_server_does(client: LanguageClient):
    capabilities = client.kinship_initialize.capabilities
    assert capabilities.definition_provider
    assert capabilities.rename_provider
    assert capabilities.code_action_provider
    assert capabilities.completion_provider is not None
    assert capabilities.hover_provider
    assert client.kinship_initialize.server_info.name == "kinship"


async def test_a_typo_is_reported_and_its_quick_fix_applied(client: LanguageClient, specs: pathlib.Path):
    text = LIBRARY.replace("show: startGeo,", "show: startGoe,")
    uri = open_document(client, specs / "lib.yaml", text)
    found = await published(client, uri, until=lambda d: len(d) > 0)
    assert [d.code for d in found] == ["unknown-reference"], found
    typo = found[0]
    assert typo.severity == types.DiagnosticSeverity.Error
    assert "unknown child 'startGoe'" in typo.message
    assert typo.range.start == position(text, "startGoe")

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=typo.range,
            context=types.CodeActionContext(diagnostics=[typo]),
        )
    )
    fix = actions[0]
    assert fix.title == "Change to 'startGeo'"
    assert fix.kind == types.CodeActionKind.QuickFix
    fixed = apply(text, fix.edit.changes[uri])
    assert fixed == LIBRARY

    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    assert list(await published(client, uri, until=lambda d: len(d) == 0)) == []


async def test_definition_across_files(client: LanguageClient, specs: pathlib.Path):
    uri = open_document(client, specs / "app.yaml")
    found = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position(APP, "tunnel: Tunnel", len("tunnel: T")),
        )
    )
    locations = found if isinstance(found, list) else [found]
    assert [location.uri for location in locations] == [(specs / "lib.yaml").as_uri()]
    assert locations[0].range.start == position(LIBRARY, "Tunnel:")


async def test_rename_across_files(client: LanguageClient, specs: pathlib.Path):
    uri = open_document(client, specs / "lib.yaml")
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position(LIBRARY, "Tunnel:", 2),
            new_name="Burrow",
        )
    )
    changes = edit.changes or {}
    if edit.document_changes:
        changes = {change.text_document.uri: change.edits for change in edit.document_changes}
    assert set(changes) == {(specs / "lib.yaml").as_uri(), (specs / "app.yaml").as_uri()}
    renamed_library = apply(LIBRARY, changes[(specs / "lib.yaml").as_uri()])
    renamed_app = apply(APP, changes[(specs / "app.yaml").as_uri()])
    assert renamed_library == LIBRARY.replace("  Tunnel:", "  Burrow:")
    assert renamed_app == APP.replace("tunnel: Tunnel", "tunnel: Burrow")
    # The renamed files still check clean.
    (specs / "lib.yaml").write_text(renamed_library)
    (specs / "app.yaml").write_text(renamed_app)
    check = subprocess.run([KINSHIP, "check", str(specs / "app.yaml")], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr


async def completion(client: LanguageClient, uri: str, text: str, at: types.Position) -> list[str]:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    found = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=at)
    )
    items = found.items if isinstance(found, types.CompletionList) else (found or [])
    return [item.label for item in items]


async def test_completion_offers_what_fits(client: LanguageClient, specs: pathlib.Path):
    uri = open_document(client, specs / "lib.yaml")
    # A show target: the children the slot accepts.
    text = LIBRARY.replace("show: startGeo,", "show: s,")
    assert sorted(await completion(client, uri, text, position(text, "show: s,", len("show: s")))) == ["startGeo", "startMap"]
    # An item of accepts: the children not listed yet.
    text = LIBRARY.replace("accepts: [startMap, startGeo]", "accepts: [startMap, ]")
    assert await completion(client, uri, text, position(text, "[startMap, ]", len("[startMap, "))) == ["startGeo"]
    # An animation: the closed set.
    text = LIBRARY.replace("animation: flipFromTop", "animation: fl")
    assert "flipFromBottom" in await completion(client, uri, text, position(text, "animation: fl", len("animation: fl")))


async def test_a_workflow_beside_the_specs_gets_nothing(client: LanguageClient, specs: pathlib.Path):
    workflow = specs / "ci.yml"
    text = "name: CI\non: [push]\njobs:\n  check:\n    runs-on: ubuntu-latest\n"
    uri = open_document(client, workflow, text)
    found = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=2, character=0))
    )
    assert found is None or len(found.items if isinstance(found, types.CompletionList) else found) == 0
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=0))
    )
    assert hover is None
    assert list(client.diagnostics.get(uri, [])) == []


async def test_shutdown_then_exit(client: LanguageClient):
    await client.shutdown_async(None)
    with pytest.raises(Exception, match="shut down"):
        await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri="file:///x.yaml"), position=types.Position(line=0, character=0)
            )
        )
    client.exit(None)
    assert await asyncio.wait_for(client._server.wait(), 30) == 0
    client.kinship_shut_down = True
