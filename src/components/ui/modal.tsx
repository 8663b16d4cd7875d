import React, { useEffect, useRef } from "react";
import { Icon } from "./icon";
import { useLatest } from "../../hooks/use-latest";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./modal.module.css";

export interface ModalProps {
  open: boolean;
  /** Asked to close: X button, a click on the backdrop, or Escape. */
  onClose: () => void;
  /** Accessible name of the dialog, when no visible title names it. */
  label?: string;
  /** Id of the visible title that names the dialog. */
  labelledBy?: string;
  children: React.ReactNode;
  className?: string;
  /** The close button's name; the dictionary's common.close unless given. */
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the
 * page inert (focus stays inside) and turns Escape into a "cancel" event. The parent
 * owns the open state; this component asks it to close and gives focus back to the
 * element that had it when the dialog opened.
 */
export function Modal({ open, onClose, label, labelledBy, children, className, closeLabel }: ModalProps) {
  const { common } = useDictionary();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const pressedOnBackdrop = useRef(false);
  const latest = useLatest({ open, onClose });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    // A late "close" event from before the dialog was opened again.
    if (dialogRef.current?.open) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    // Closed by the browser itself (not through `open`): tell the parent.
    if (latest.current.open) latest.current.onClose();
  };

  const handleCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  /** A click whose target is the dialog itself and that lands outside its box hit the backdrop. */
  const isOnBackdrop = (event: React.MouseEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || event.target !== dialog) return false;
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    return x < box.left || x > box.right || y < box.top || y > box.bottom;
  };

  return (
    // Clicks on the backdrop close the dialog; Escape is the keyboard equivalent
    // (the native "cancel" event), so there is no key handler here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-label={label}
      aria-labelledby={labelledBy}
      onCancel={handleCancel}
      onClose={handleClose}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = isOnBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && isOnBackdrop(event)) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <button type="button" className={styles.close} onClick={onClose}>
        <Icon name="times" />
        <span className="visually-hidden">{closeLabel ?? common.close}</span>
      </button>
      <div className={styles.body}>{open && children}</div>
    </dialog>
  );
}
