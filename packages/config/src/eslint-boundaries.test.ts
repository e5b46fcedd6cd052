import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { library, nextApp, service, ui } from '../eslint.config.js';

async function importErrors(config: Linter.Config[], filePath: string, source: string) {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: config,
    cwd: process.cwd(),
  });
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// DESIGN.md: arrows only point down — apps -> packages, auth -> api-client, ui -> nothing of ours.
describe('import boundaries', () => {
  it.each([
    ["import Link from 'next/link';", /imports nothing from Next/],
    ["import { useRouter } from 'next/navigation';", /imports nothing from Next/],
    [
      "import { createContentClient } from '@vivasalud/api-client/content';",
      /imports no other package of ours/,
    ],
    ["import { useSession } from '@vivasalud/auth/react';", /imports no other package of ours/],
    ["import page from '@vivasalud/portal/app/page';", /Packages never import apps/],
  ])('packages/ui refuses %s', async (source, reason) => {
    const errors = await importErrors(ui, 'src/Button/Button.tsx', source);
    expect(errors).toContainEqual(expect.stringMatching(reason));
  });

  it('packages/ui may import React and Radix', async () => {
    const source =
      "import { useState } from 'react';\nimport * as Dialog from '@radix-ui/react-dialog';\nexport const x = [useState, Dialog];";
    expect(await importErrors(ui, 'src/Dialog/Dialog.tsx', source)).toEqual([]);
  });

  it('a package refuses to import an app, and may import another package', async () => {
    expect(
      await importErrors(library, 'src/x.ts', "import '@vivasalud/campaigns/app/page';"),
    ).toEqual([expect.stringMatching(/Packages never import apps/)]);
    expect(await importErrors(library, 'src/x.ts', "import '../../apps/portal/app/page';")).toEqual(
      [expect.stringMatching(/Packages never import apps/)],
    );
    expect(
      await importErrors(library, 'src/x.ts', "import '@vivasalud/api-client/content';"),
    ).toEqual([]);
  });

  it('an app refuses another app and accepts the packages', async () => {
    const portal = nextApp('@vivasalud/portal');
    expect(
      await importErrors(portal, 'app/page.tsx', "import '@vivasalud/campaigns/app/page';"),
    ).toEqual([expect.stringMatching(/An app never imports another app/)]);
    expect(
      await importErrors(portal, 'app/page.tsx', "import '@vivasalud/api-client/content';"),
    ).toEqual([]);
  });

  it('the service imports only the contract and config', async () => {
    expect(await importErrors(service, 'src/app.ts', "import '@vivasalud/auth/server';")).toEqual([
      expect.stringMatching(/imports only the contract/),
    ]);
    expect(
      await importErrors(service, 'src/app.ts', "import '@vivasalud/api-client/guards';"),
    ).toEqual([]);
    expect(await importErrors(service, 'src/app.ts', "import '@vivasalud/config/hosts';")).toEqual(
      [],
    );
  });
});
