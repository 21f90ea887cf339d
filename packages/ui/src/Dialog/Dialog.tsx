import { useRef, type ReactNode } from 'react';
import { IconClose } from '../icons';
import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton';
import { tokens } from '../theme/tokens';
import { usePortalContainer, useUiMessages } from '../UiProvider/UiProvider';

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${tokens.color.overlay};
  z-index: ${tokens.z.dialog};
`;
const Content = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${tokens.z.dialog};
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${tokens.space.xl};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow.lg};
  font-family: ${tokens.font.family};
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
  }
  &[data-size='lg'] {
    width: min(880px, calc(100vw - 32px));
  }
`;
const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.md};
`;
const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${tokens.font.sizeLg};
`;
const Description = styled(RadixDialog.Description)`
  margin: 0 0 ${tokens.space.lg};
  color: ${tokens.color.textMuted};
`;
/** Button row at the bottom of a dialog. */
export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.xl};
`;

export interface DialogProps {
  /** Controlled open state. @default undefined (uncontrolled) */
  open?: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay click, close button). */
  onOpenChange?: (open: boolean) => void;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** An element that opens the dialog (rendered via Radix Trigger asChild). @default undefined */
  trigger?: ReactNode;
  /** Heading; names the dialog. */
  title: ReactNode;
  /** Text under the heading; describes the dialog. @default undefined */
  description?: ReactNode;
  /** Body. */
  children?: ReactNode;
  /** Buttons at the bottom (wrapped in DialogFooter). @default undefined */
  footer?: ReactNode;
  /** Portal container (a shadow root's element); falls back to UiProvider's, then document.body. @default undefined */
  container?: HTMLElement | null;
  /** Width. @default 'md' */
  size?: 'md' | 'lg';
  /** Show the × close button. @default true */
  showClose?: boolean;
}

/** A modal dialog (Radix): focus trap, Escape to close, labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  title,
  description,
  children,
  footer,
  container,
  size = 'md',
  showClose = true,
}: DialogProps) {
  const messages = useUiMessages();
  const fallback = usePortalContainer();
  // Radix returns focus only to its own Trigger; most of our dialogs are opened by a plain button
  // (controlled `open`), so remember what had focus when the dialog opened and go back to it on
  // Escape, Cancel or close (issue 7; WAI-ARIA dialog pattern).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container ?? fallback ?? undefined}>
        <Overlay />
        <Content
          data-size={size}
          data-ui="dialog"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = deepActiveElement();
            // The first field, not the × in the header (Radix's first tabbable): one types at once
            // (issue 19). A dialog without a field keeps Radix's choice (Cancel of a confirmation).
            const field = firstField(event.currentTarget as HTMLElement);
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const el = opener.current;
            opener.current = null;
            if (el?.isConnected) {
              event.preventDefault();
              el.focus();
            }
          }}
        >
          <Header>
            <Title>{title}</Title>
            {showClose ? (
              <RadixDialog.Close asChild>
                <IconButton label={messages.close} icon={<IconClose size={16} />} size="sm" />
              </RadixDialog.Close>
            ) : null}
          </Header>
          {description ? <Description>{description}</Description> : null}
          {children}
          {footer ? <DialogFooter>{footer}</DialogFooter> : null}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A dialog's first field a person can type in or choose from (not hidden, not disabled). */
function firstField(root: HTMLElement): HTMLElement | null {
  const fields = root.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]',
  );
  for (const f of fields) if (!f.closest('[hidden], [inert]') && f.getAttribute('aria-hidden') !== 'true') return f;
  return null;
}

/** The focused element, looking inside shadow roots (the embed renders in one). */
function deepActiveElement(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

/** Closes the surrounding Dialog when its child is activated. */
export const DialogClose = RadixDialog.Close;
