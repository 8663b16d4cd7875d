import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import { Modal } from "../../src/components/ui/modal";
import { renderWithLanguage } from "../test-utils";

// jsdom has <dialog> without showModal()/close(): a minimal stand-in.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  });
});

function renderModal(open: boolean, onClose = jest.fn()) {
  const view = renderWithLanguage(
    <>
      <button type="button">Opener</button>
      <Modal open={open} onClose={onClose} labelledBy="title">
        <h2 id="title">Shower Filter</h2>
      </Modal>
    </>,
  );
  return { ...view, onClose };
}

test("opens with showModal, named by its title, and renders children only while open", () => {
  const { rerender, onClose } = renderModal(false);
  expect(screen.queryByText("Shower Filter")).not.toBeInTheDocument();
  rerender(
    <Modal open onClose={onClose} labelledBy="title">
      <h2 id="title">Shower Filter</h2>
    </Modal>,
  );
  expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalled();
  expect(screen.getByRole("dialog", { name: "Shower Filter" })).toBeInTheDocument();
});

test("the X button and Escape (the dialog's cancel event) ask the parent to close", () => {
  const { onClose } = renderModal(true);
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(onClose).toHaveBeenCalledTimes(1);
  const cancel = new Event("cancel", { cancelable: true });
  screen.getByRole("dialog").dispatchEvent(cancel);
  expect(cancel.defaultPrevented).toBe(true);
  expect(onClose).toHaveBeenCalledTimes(2);
});

test("a click on the backdrop closes; a click inside does not", () => {
  const { onClose } = renderModal(true);
  const dialog = screen.getByRole("dialog");
  dialog.getBoundingClientRect = () => ({ left: 100, right: 500, top: 100, bottom: 400 }) as DOMRect;
  fireEvent.mouseDown(screen.getByText("Shower Filter"));
  fireEvent.click(screen.getByText("Shower Filter"));
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.mouseDown(dialog, { clientX: 20, clientY: 20 });
  fireEvent.click(dialog, { clientX: 20, clientY: 20 });
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("closing gives focus back to the element that opened it", () => {
  const onClose = jest.fn();
  const { rerender } = renderModal(false, onClose);
  const opener = screen.getByRole("button", { name: "Opener" });
  opener.focus();
  const tree = (open: boolean) => (
    <>
      <button type="button">Opener</button>
      <Modal open={open} onClose={onClose} labelledBy="title">
        <h2 id="title">Shower Filter</h2>
      </Modal>
    </>
  );
  rerender(tree(true));
  screen.getByRole("button", { name: "Close" }).focus();
  rerender(tree(false));
  expect(opener).toHaveFocus();
  expect(onClose).not.toHaveBeenCalled();
});
