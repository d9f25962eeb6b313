// Starts `kinship lsp` for YAML files. The server checks only files that are specs (a top-level
// `kinship:` or spec section, or a *.kinship.yaml name), so other YAML stays untouched.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("kinship").get("path") || "kinship";
  client = new LanguageClient(
    "kinship",
    "Kinship",
    { command, args: ["lsp"] },
    {
      documentSelector: [{ scheme: "file", language: "yaml" }],
      // Re-check importers when a spec changes on disk outside the editor.
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.{yaml,yml}") },
    }
  );
  context.subscriptions.push(client);
  client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
