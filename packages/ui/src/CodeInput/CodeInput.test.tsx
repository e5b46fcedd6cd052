import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { CodeInput } from './CodeInput';

const box = (n: number, of = 6) => screen.getByRole('textbox', { name: `Dígito ${n} de ${of}` });
const values = () =>
  screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('CodeInput', () => {
  describe('given empty boxes', () => {
    it('is one group named by its label, with six boxes "Dígito N de 6"', async () => {
      const { container } = render(<CodeInput />);
      const group = screen.getByRole('group', { name: 'Código de verificación' });
      expect(group).toBeInTheDocument();
      expect(screen.getAllByRole('textbox')).toHaveLength(6);
      for (let n = 1; n <= 6; n += 1) {
        expect(box(n)).toHaveAttribute('inputmode', 'numeric');
      }
      expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
      expect(box(2)).toHaveAttribute('autocomplete', 'off');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('takes another length and label', () => {
      render(<CodeInput length={4} label="Código enviado a tu correo" />);
      expect(screen.getByRole('group', { name: 'Código enviado a tu correo' })).toBeInTheDocument();
      expect(screen.getAllByRole('textbox')).toHaveLength(4);
      expect(box(4, 4)).toBeInTheDocument();
    });

    describe('when the person types the code', () => {
      it('puts one digit per box, moves on, and signals completion once', async () => {
        const onComplete = vi.fn();
        const onChange = vi.fn();
        render(<CodeInput onComplete={onComplete} onChange={onChange} />);
        await userEvent.click(box(1));
        await userEvent.keyboard('48291');
        expect(box(6)).toHaveFocus();
        expect(onComplete).not.toHaveBeenCalled();
        await userEvent.keyboard('3');
        expect(values()).toEqual(['4', '8', '2', '9', '1', '3']);
        expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
        expect(onChange).toHaveBeenLastCalledWith(['4', '8', '2', '9', '1', '3']);
      });

      it('ignores anything that is not a digit', async () => {
        render(<CodeInput />);
        await userEvent.click(box(1));
        await userEvent.keyboard('a-4 b');
        expect(values()).toEqual(['4', '', '', '', '', '']);
        expect(box(2)).toHaveFocus();
      });
    });

    describe('when the person pastes a code', () => {
      it('keeps only its digits, up to six, and fills the boxes', async () => {
        const onComplete = vi.fn();
        render(<CodeInput onComplete={onComplete} />);
        await userEvent.click(box(3));
        await userEvent.paste('Tu código es 482-913 (válido 5 minutos)');
        expect(values()).toEqual(['4', '8', '2', '9', '1', '3']);
        expect(box(6)).toHaveFocus();
        expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
      });

      it('fills what it can and focuses the next empty box', async () => {
        render(<CodeInput />);
        await userEvent.click(box(1));
        await userEvent.paste('48');
        expect(values()).toEqual(['4', '8', '', '', '', '']);
        expect(box(3)).toHaveFocus();
      });
    });
  });

  describe('when the phone autofills the code into the first box', () => {
    it('spreads it over the boxes (autocomplete="one-time-code")', () => {
      const onComplete = vi.fn();
      render(<CodeInput onComplete={onComplete} />);
      fireEvent.change(box(1), { target: { value: '482913' } });
      expect(values()).toEqual(['4', '8', '2', '9', '1', '3']);
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
    });
  });

  describe('given a partly typed code', () => {
    async function typed(digits: string) {
      render(<CodeInput />);
      await userEvent.click(box(1));
      await userEvent.keyboard(digits);
    }

    describe('when Backspace is pressed on an empty box', () => {
      it('moves back; pressed again it clears that box', async () => {
        await typed('482');
        expect(box(4)).toHaveFocus();
        await userEvent.keyboard('{Backspace}');
        expect(box(3)).toHaveFocus();
        expect(values()).toEqual(['4', '8', '2', '', '', '']);
        await userEvent.keyboard('{Backspace}');
        expect(box(3)).toHaveFocus();
        expect(values()).toEqual(['4', '8', '', '', '', '']);
      });
    });

    describe('when the arrows are pressed', () => {
      it('moves the focus left and right without changing the digits', async () => {
        await typed('482');
        await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
        expect(box(2)).toHaveFocus();
        await userEvent.keyboard('{ArrowRight}');
        expect(box(3)).toHaveFocus();
        expect(values()).toEqual(['4', '8', '2', '', '', '']);
      });
    });

    describe('when a filled box is typed into again', () => {
      it('keeps the last typed digit', async () => {
        await typed('482');
        await userEvent.click(box(2));
        await userEvent.keyboard('5');
        expect(values()).toEqual(['4', '5', '2', '', '', '']);
        expect(box(3)).toHaveFocus();
      });
    });

    it('moves between boxes with Tab as well', async () => {
      await typed('4');
      await userEvent.tab({ shift: true });
      expect(box(1)).toHaveFocus();
    });
  });

  describe('given controlled digits', () => {
    function Controlled({ onComplete }: { onComplete: (code: string) => void }) {
      const [digits, setDigits] = useState(['1', '2', '3', '4', '5', '']);
      return (
        <>
          <CodeInput value={digits} onChange={setDigits} onComplete={onComplete} />
          <button type="button" onClick={() => setDigits([])}>
            Borrar código
          </button>
        </>
      );
    }

    it('shows the value and reports changes to the parent', async () => {
      const onComplete = vi.fn();
      render(<Controlled onComplete={onComplete} />);
      expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
      await userEvent.click(box(6));
      await userEvent.keyboard('6');
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
      await userEvent.click(screen.getByRole('button', { name: 'Borrar código' }));
      expect(values()).toEqual(['', '', '', '', '', '']);
    });
  });

  describe('given an error', () => {
    it('marks every box invalid and describes the group with the message', async () => {
      const { container } = render(
        <CodeInput defaultValue={['1', '2', '3', '4', '5', '6']} error="El código no es válido." />,
      );
      const group = screen.getByRole('group', { name: 'Código de verificación' });
      expect(group).toHaveAccessibleDescription('El código no es válido.');
      for (const input of screen.getAllByRole('textbox')) expect(input).toBeInvalid();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a hint', () => {
    it('describes the group with it', async () => {
      const { container } = render(
        <CodeInput hint="Lo enviamos a tu correo; vence en 5 minutos." />,
      );
      expect(screen.getByRole('group')).toHaveAccessibleDescription(
        'Lo enviamos a tu correo; vence en 5 minutos.',
      );
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when disabled', () => {
    it('cannot be typed into', async () => {
      const onChange = vi.fn();
      const { container } = render(<CodeInput disabled onChange={onChange} />);
      for (const input of screen.getAllByRole('textbox')) expect(input).toBeDisabled();
      await userEvent.type(box(1), '1');
      expect(onChange).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a name inside a form', () => {
    it('submits the joined code', async () => {
      const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        return new FormData(event.currentTarget).get('otp');
      });
      render(
        <form aria-label="Verificación" onSubmit={onSubmit}>
          <CodeInput name="otp" />
          <button type="submit">Validar</button>
        </form>,
      );
      await userEvent.click(box(1));
      await userEvent.paste('482913');
      await userEvent.keyboard('{Enter}');
      expect(onSubmit).toHaveReturnedWith('482913');
    });
  });
});
