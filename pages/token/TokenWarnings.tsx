import type { TokenDetailsData } from '../../data/tokenDetails.ts';

const SAFETY_TEXT: Record<string, string | undefined> = {
  MEDIUM_WARNING:
    'This token is not traded on leading U.S. centralized exchanges or frequently swapped on Uniswap.',
  STRONG_WARNING:
    'This token is not traded on leading U.S. centralized exchanges. Always research before you trade.',
  BLOCKED: 'This token is blocked: it cannot be traded here.',
};

const PROTECTION_TEXT: Record<string, string | undefined> = {
  MALICIOUS: 'Flagged as malicious.',
  SPAM: 'Flagged as spam.',
  WARNING: 'Flagged as suspicious.',
};

const ATTACK_TEXT: Record<string, string> = {
  METADATA: 'misleading metadata',
  INORGANIC_VOLUME: 'inorganic volume',
  AIRDROP_PATTERN: 'airdrop pattern',
  DYNAMIC_ANALYSIS: 'dynamic analysis',
  STATIC_CODE_SIGNATURE: 'suspicious code',
  KNOWN_MALICIOUS: 'known malicious',
  IMPERSONATOR: 'impersonates another token',
  UNSTABLE_TOKEN_PRICE: 'unstable price',
  RUGPULL: 'rug pull risk',
  HIGH_FEES: 'high fees',
  HONEYPOT: 'honeypot',
  UNKNOWN: 'unknown risk',
};

/** Spam, safety level, buy/sell fees and protection findings: every reason to be careful. */
export function TokenWarnings({ token }: { token: TokenDetailsData }) {
  const warnings: { level: 'warn' | 'danger'; text: string }[] = [];
  const project = token.project;
  if (project?.isSpam) warnings.push({ level: 'danger', text: 'Reported as spam.' });
  const safety = project?.safetyLevel ? SAFETY_TEXT[project.safetyLevel] : undefined;
  if (safety)
    warnings.push({ level: project?.safetyLevel === 'MEDIUM_WARNING' ? 'warn' : 'danger', text: safety });
  const protection = token.protectionInfo;
  const protectionText = protection?.result ? PROTECTION_TEXT[protection.result] : undefined;
  if (protectionText) {
    const attacks = (protection?.attackTypes ?? []).flatMap((a) => (a ? [ATTACK_TEXT[a] ?? a] : []));
    warnings.push({
      level: protection?.result === 'WARNING' ? 'warn' : 'danger',
      text: attacks.length > 0 ? `${protectionText} Findings: ${attacks.join(', ')}.` : protectionText,
    });
  }
  const buy = feePercent(token.feeData?.buyFeeBps);
  const sell = feePercent(token.feeData?.sellFeeBps);
  if (buy || sell) {
    const parts = [buy ? `${buy} buy fee` : '', sell ? `${sell} sell fee` : ''].filter(Boolean);
    warnings.push({ level: 'warn', text: `This token charges a ${parts.join(' and a ')} on every trade.` });
  }
  if (warnings.length === 0) return null;
  return (
    <section className="token-warnings" aria-label="Warnings">
      {warnings.map((warning) => (
        <p key={warning.text} className={`warning ${warning.level}`} role="note">
          <strong>{warning.level === 'danger' ? 'Warning' : 'Caution'}:</strong> {warning.text}
        </p>
      ))}
    </section>
  );
}

/** Fees come as basis points; 0 means none. */
function feePercent(bps: string | null | undefined): string | undefined {
  const value = Number(bps ?? 0);
  return value > 0 ? `${Number((value / 100).toFixed(2))}%` : undefined;
}
