import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '../logging/logger.ts';
import { toDisplayMessage } from './error-message.ts';
import { ErrorScreen } from './error-screen.tsx';
import { errorTexts } from './error-texts.ts';

interface State {
  failed: boolean;
  message: string | null;
}

/** The top-level boundary: any render error below it shows `Something went wrong`. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, message: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, message: toDisplayMessage(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('A page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <ErrorScreen title={errorTexts.somethingWentWrong()} message={this.state.message} />;
    return this.props.children;
  }
}
