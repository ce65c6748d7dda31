import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
  /** Takes the focus when shown: it replaced the button the visitor pressed, which is gone. */
  focus?: boolean;
  failed?: boolean;
  role?: 'status' | 'alert';
  testId?: string;
  children: ReactNode;
}

/** The outcome of a step (a subscription sent, a confirmation, an unsubscription), in place of its form or button. */
export function ResultBox({ focus = false, failed = false, role, testId, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  return (
    <div
      ref={box}
      className={failed ? 'alert-result is-failed' : 'alert-result'}
      role={role}
      data-testid={testId}
      tabIndex={focus ? -1 : undefined}
    >
      {children}
    </div>
  );
}
