import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from '../console-providers.tsx';
import { CASE_STRINGS } from './case-strings.ts';
import { KeyPanel } from './key-panel.tsx';
import { useTeamKey } from './use-team-key.ts';

function Panel() {
  return <KeyPanel control={useTeamKey()} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('the key panel', () => {
  it('says plainly that this browser cannot open reports when WebCrypto has no X25519, and offers no import', async () => {
    const subtle = {
      generateKey: vi.fn(async () => {
        throw new DOMException('Unrecognized algorithm name', 'NotSupportedError');
      }),
    };
    vi.stubGlobal('crypto', { subtle, getRandomValues: (a: Uint8Array) => a });
    render(
      <ConsoleProviders>
        <Panel />
      </ConsoleProviders>,
    );
    expect(await screen.findByText(CASE_STRINGS.zh.keyNoX25519)).toBeInTheDocument();
    expect(screen.queryByLabelText(CASE_STRINGS.zh.keyImport)).toBeNull();
    expect(subtle.generateKey).toHaveBeenCalledWith({ name: 'X25519' }, false, ['deriveBits']);
  });
});
