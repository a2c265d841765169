// Moving pieces on a board, by click, drag or the board's keys: a piece is
// selected with its legal destinations shown, a promotion asks which piece
// (or takes a queen when the player chose so), any other gesture that means
// several legal moves (a Mirodol king's step that is also a castle) asks
// which, a square the piece cannot reach is refused aloud. The legal moves come from the screen (the
// backend's); this module decides nothing about the rules.
//
// Premoves: while the opponent is to move, a piece of the player's may be
// moved ahead (from any of its squares to any other); the move waits,
// drawn on the board, and is played the moment the turn comes if it is
// then legal (a promotion as a queen), or dropped. Any click on the board,
// Escape, or a new premove replaces it.

import { h } from '../dom.js';
import { Board } from '../board.js';
import { prefs } from '../prefs.js';
import { chooseMove } from './move-choice.js';

/**
 * A board the player moves pieces on, drawn as the settings say
 * (coordinates, piece set, animation) and played by keys too: `{ host,
 * board, input }`, the host (test id `testid`) holding the board and the
 * chooser of moves. `files` and `orientation` are the Board's; `hooks` are
 * MoveInput's.
 */
export function playableBoard(testid, { files, orientation }, hooks) {
  const p = prefs();
  const host = h('div.board-wrap', { 'data-testid': testid });
  const promo = h('div.promo-host');
  host.append(promo);
  const board = new Board(host, { files, orientation, coordinates: p.coordinates, pieceSet: p.pieceSet, animationMs: p.animationMs, keyboard: true });
  const input = new MoveInput(board, promo, hooks);
  board.setOptions(input.boardOptions());
  return { host, board, input };
}

export class MoveInput {
  /**
   * board: the Board; promoHost: where the chooser of moves (ui/js/game/move-choice.js) opens.
   * hooks:
   *  legal() → the legal moves now (empty when the player may not move),
   *  sideToMove() → 'white' | 'black', onMove(move) → plays a legal move,
   *  onRefuse(from, to) → says a refused move,
   *  intercept(square) → true when the screen takes the click for itself,
   *  premover() → the colour that may premove now, or null (no premoves),
   *  pieces() → the pieces on the board, onPremove(premove|null) → told of changes.
   */
  constructor(board, promoHost, hooks) {
    this.board = board;
    this.promoHost = promoHost;
    this.hooks = { intercept: () => false, premover: () => null, pieces: () => [], onPremove: () => {}, ...hooks };
    this.selected = null;
    this.premove = null;
  }

  /** The options the Board needs to report input here. */
  boardOptions() {
    return {
      canDrag: (sq) => this.movesFrom(sq).length > 0 || this.ownPiece(sq),
      onDragStart: (sq) => this.select(sq),
      onClick: (sq, info) => this.clicked(sq, info),
      onDrop: (from, to) => this.tryMove(from, to),
      onCancel: () => this.cancel(),
    };
  }

  movesFrom(sq) {
    return this.hooks.legal().filter((m) => m.from === sq);
  }

  /** Whether `sq` holds a piece of the side that may premove now. */
  ownPiece(sq) {
    const color = this.hooks.premover();
    return !!color && this.hooks.pieces().some((p) => p.square === sq && p.color === color);
  }

  select(sq) {
    this.selected = sq;
    const ms = this.movesFrom(sq);
    const show = prefs().legalHints;
    const occupied = new Set(this.hooks.pieces().map((x) => x.square));
    this.board.setMarks({
      selected: sq,
      hints: show ? [...new Set(ms.filter((m) => !m.capture && !occupied.has(m.to)).map((m) => m.to))] : [],
      captures: show ? [...new Set(ms.filter((m) => m.capture || occupied.has(m.to)).map((m) => m.to))] : [],
    });
  }

  deselect() {
    this.selected = null;
    this.board.setMarks({ selected: null, hints: [], captures: [] });
  }

  /** Escape: puts a selected piece back, or drops a premove. */
  cancel() {
    if (this.selected) {
      this.deselect();
      return true;
    }
    if (this.premove) {
      this.setPremove(null);
      return true;
    }
    return false;
  }

  /** Forgets the selection and any premove (a new position was drawn by someone else). */
  reset() {
    this.selected = null;
    if (this.premove) this.setPremove(null);
  }

  clicked(sq, info) {
    if (this.hooks.intercept(sq)) return;
    const { selected } = this;
    if (this.hooks.premover()) {
      this.premoveClick(sq, info);
      return;
    }
    if (selected && sq !== selected && this.movesFrom(selected).some((m) => m.to === sq)) {
      this.tryMove(selected, sq);
      return;
    }
    if (sq === selected && !info.fromDrag) {
      this.deselect();
      return;
    }
    if (this.movesFrom(sq).length) this.select(sq);
    else this.refuse(selected, sq);
  }

  /** A click while the opponent is to move: picks a piece, then queues its premove. */
  premoveClick(sq, info) {
    const { selected } = this;
    if (selected && sq !== selected) {
      this.deselect();
      this.setPremove({ from: selected, to: sq });
      return;
    }
    if (sq === selected && !info.fromDrag) {
      this.deselect();
      return;
    }
    if (this.premove) this.setPremove(null);
    if (this.ownPiece(sq)) this.select(sq);
    else this.deselect();
  }

  refuse(from, to) {
    if (from && to && from !== to) this.hooks.onRefuse(from, to);
    this.deselect();
  }

  async tryMove(from, to) {
    if (this.hooks.premover()) {
      this.deselect();
      if (from !== to) this.setPremove({ from, to });
      return;
    }
    const candidates = this.movesFrom(from).filter((m) => m.to === to);
    if (!candidates.length) {
      if (this.movesFrom(to).length) this.select(to);
      else this.refuse(from, to);
      return;
    }
    let move = candidates[0];
    const queen = candidates.find((m) => m.promotion === 'queen');
    if (candidates.length > 1 && queen && prefs().autoQueen) {
      move = queen;
    } else if (candidates.length > 1) {
      // Several moves on one gesture (a promotion's pieces, a Mirodol king's
      // step that is also a castle): the player says which.
      const kind = this.hooks.pieces().find((p) => p.square === from)?.kind;
      move = await chooseMove(this.promoHost, this.board, this.hooks.sideToMove(), kind, candidates);
      if (!move) {
        this.deselect();
        return;
      }
    }
    this.selected = null;
    await this.hooks.onMove(move);
  }

  setPremove(premove) {
    this.premove = premove;
    this.board.setMarks({ premove });
    this.hooks.onPremove(premove);
  }

  /**
   * The turn has come: plays the waiting premove if it is legal now (a
   * promotion as a queen, or the first piece offered), else drops it.
   * Returns whether a move was sent.
   */
  async playPremove() {
    const pm = this.premove;
    if (!pm) return false;
    this.setPremove(null);
    const candidates = this.movesFrom(pm.from).filter((m) => m.to === pm.to);
    if (!candidates.length) return false;
    const move = candidates.find((m) => m.promotion === 'queen') || candidates[0];
    await this.hooks.onMove(move);
    return true;
  }
}
