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

  // DESIGN.md, "one folder per area": lib/ is plain TypeScript, components/ is React, app/ routes.
  describe('an app’s lib/ imports nothing from components/ or app/', () => {
    const portal = nextApp('@vivasalud/portal');

    it.each([
      ['lib/catalog/page.ts', "import { ContentPage } from '@/components/content/ContentPage';"],
      ['lib/catalog/page.ts', "import '@/components';"],
      ['lib/seo/crawl.ts', "import { GET } from '@/app/api/csp-report/route';"],
      ['lib/x.ts', "import { RichText } from '../components/content/RichText';"],
      ['lib/pages/x.ts', "import page from '../../app/(site)/pilares/page';"],
      ['lib/pages/x.ts', "export { SiteHeader } from '@/components/shell/SiteHeader';"],
    ])('%s refuses %s', async (file, source) => {
      expect(await importErrors(portal, file, source)).toEqual([
        expect.stringMatching(/lib\/ is plain TypeScript/),
      ]);
    });

    it('still refuses another app there', async () => {
      expect(
        await importErrors(portal, 'lib/x.ts', "import '@vivasalud/campaigns/app/page';"),
      ).toEqual([expect.stringMatching(/An app never imports another app/)]);
    });

    it.each([
      ['lib/catalog/page.ts', "import { routes } from '@/lib/routes';"],
      ['lib/catalog/page.ts', "import { catalogHref } from './params';"],
      ['lib/catalog/page.ts', "import { cache } from 'react';"],
      ['lib/x.ts', "import { Breadcrumb } from '@vivasalud/ui/breadcrumb';"],
      ['components/content/ContentPage.tsx', "import { routes } from '@/lib/routes';"],
      [
        'components/shell/SiteHeader.tsx',
        "import { Banners } from '@/components/banners/Banners';",
      ],
      ['app/(site)/page.tsx', "import { SiteHeader } from '@/components/shell/SiteHeader';"],
      ['lib/pages/richText.test.ts', "import { RichText } from '@/components/content/RichText';"],
    ])('%s may %s', async (file, source) => {
      expect(await importErrors(portal, file, source)).toEqual([]);
    });

    it('holds in the campaigns app too', async () => {
      const campaigns = nextApp('@vivasalud/campaigns');
      expect(
        await importErrors(campaigns, 'lib/x.ts', "import { Step } from '@/components/stepPage';"),
      ).toEqual([expect.stringMatching(/lib\/ is plain TypeScript/)]);
    });
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
