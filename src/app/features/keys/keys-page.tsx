// The keys page for admins (company admin key): the workspace's public key, and replacing the
// workspace's secret key, the company admin key and the designer key, each confirmed with what
// stops working. Secret keys stay hidden until the admin asks.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { describeError, isApiError } from '../../lib/errors';
import { useClient, useSession } from '../../lib/session-context';
import { KeyRow } from './key-row';
import { accountQuery, KEY_TEXTS, type KeyKind, useRegenerateKey } from './keys-api';
import './keys.css';

type Outcome = { kind: 'done' | 'refused'; text: string };

const PUBLIC_KEY_TEXT = {
  name: 'Public key of this workspace',
  use: 'Goes into the web pages that show the seating chart to buyers. It is not secret.',
  stops: '',
  api: '',
};

export function KeysPage() {
  const client = useClient();
  const { session, replaceKey } = useSession();
  const account = useQuery(accountQuery(client));
  // Kept here, above the list: replacing the signed-in key renews the session, and the list is
  // drawn again from the account read with the new key.
  const regenerate = useRegenerateKey(client, replaceKey);
  const [outcomes, setOutcomes] = useState<Partial<Record<KeyKind, Outcome>>>({});
  // The workspace's secret key is not part of the account: it is known here once replaced.
  const [newWorkspaceKey, setNewWorkspaceKey] = useState<string>();
  const header = (
    <PageHeader
      title="Keys"
      subtitle="The keys web shops, scripts and staff use to reach this company. Replacing one stops the old one at once."
    />
  );

  if (isApiError(account.error, 403)) {
    return (
      <>
        {header}
        <div className="notice notice-info">
          <p>
            Only the company admin key can see and replace keys. You are signed in with a
            workspace&apos;s secret key; sign in with the company admin key to manage keys.
          </p>
        </div>
      </>
    );
  }
  if (isApiError(account.error, 404)) {
    return (
      <>
        {header}
        <div className="notice notice-info">
          <p>This service does not offer its keys here. Manage them where the account is run.</p>
        </div>
      </>
    );
  }

  const replace = (kind: KeyKind, workspacePublicKey: string) => {
    setOutcomes({});
    regenerate.mutate(
      { kind, workspacePublicKey },
      {
        onSuccess: (key) => {
          if (kind === 'workspace-secret') setNewWorkspaceKey(key);
          setOutcomes({ [kind]: { kind: 'done', text: doneText(kind) } });
        },
        onError: (error) =>
          setOutcomes({
            [kind]: {
              kind: 'refused',
              text: `The key was not replaced; the old one still works. ${describeError(error).message}`,
            },
          }),
      },
    );
  };

  return (
    <>
      {header}
      <PageData query={account} what="the keys" failed="The keys could not be loaded">
        {(me) => {
          const workspacePublicKey = session?.workspaceKey ?? me.publicKey;
          const row = (kind: KeyKind, value: string | undefined) => (
            <KeyRow
              text={KEY_TEXTS[kind]}
              value={value}
              secret
              busy={regenerate.isPending}
              onRegenerate={() => replace(kind, workspacePublicKey)}
              outcome={outcomes[kind]}
            />
          );
          return (
            <div className="key-list">
              <KeyRow text={PUBLIC_KEY_TEXT} value={workspacePublicKey} secret={false} />
              {row('workspace-secret', newWorkspaceKey)}
              {row('admin', me.secretKey)}
              {row('designer', me.designerKey)}
            </div>
          );
        }}
      </PageData>
    </>
  );
}

function doneText(kind: KeyKind): string {
  if (kind === 'admin') {
    return 'Replaced. The old company admin key is refused from now on; this tab and your other tabs use the new one.';
  }
  if (kind === 'designer') return 'Replaced. Embed the chart designer with the new key.';
  return 'Replaced. The old secret key is refused from now on: give the new one (Show) to each web shop and script.';
}
