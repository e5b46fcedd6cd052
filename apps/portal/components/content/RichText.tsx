import { ExternalLink } from '@vivasalud/ui/link';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { hrefKind } from '@/lib/pages/links';
import { parseRichText, type RichNode } from '@/lib/pages/richText';
import styles from './RichText.module.css';

function renderNodes(nodes: readonly RichNode[]): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index));
}

function renderNode(node: RichNode, key: number): ReactNode {
  if (node.type === 'text') return node.text;
  if (node.type === 'link') {
    const children = renderNodes(node.children);
    if (node.external) {
      // Leaves the portal: through the confirmation dialog (spec §2), in a new tab.
      return (
        <ExternalLink key={key} href={node.href}>
          {children} <VisuallyHidden>(abre un sitio externo)</VisuallyHidden>
        </ExternalLink>
      );
    }
    if (hrefKind(node.href) === 'mail') {
      return (
        <a key={key} href={node.href}>
          {children}
        </a>
      );
    }
    return (
      <NextLink key={key} href={node.href}>
        {children}
      </NextLink>
    );
  }
  if (node.tag === 'br') return <br key={key} />;
  const Tag = node.tag;
  return <Tag key={key}>{renderNodes(node.children)}</Tag>;
}

/** HTML of the content service, rendered as React elements of the allowed kinds only. */
export function RichText({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const nodes = parseRichText(html);
  if (nodes.length === 0) return null;
  return <div className={className ?? styles.Prose}>{renderNodes(nodes)}</div>;
}
