import { type ReactNode, useState } from 'react';
import { AdminApiError } from './admin-api.ts';
import { StepUpPrompt } from './step-up.tsx';

export interface StepUp {
  /**
   * True when `error` is the server asking for a fresh check: the prompt is then shown, and `repeat`
   * runs once the check passed.
   */
  asked: (error: unknown, repeat: () => void) => boolean;
  /** The prompt while a check is asked for, else nothing. */
  prompt: ReactNode;
  waiting: boolean;
}

/** The `step_up_required` round of a sensitive action, for screens with several such actions. */
export function useStepUp(): StepUp {
  const [repeat, setRepeat] = useState<(() => void) | null>(null);
  const asked = (error: unknown, again: () => void) => {
    if (!(error instanceof AdminApiError && error.code === 'step_up_required')) return false;
    setRepeat(() => again);
    return true;
  };
  const prompt = repeat && (
    <StepUpPrompt
      onDone={() => {
        setRepeat(null);
        repeat();
      }}
      onCancel={() => setRepeat(null)}
    />
  );
  return { asked, prompt, waiting: repeat !== null };
}
