/**
 * Types of the Cardroom HTTP API, generated from its OpenAPI document by scripts/generate-client.ts
 * (openapi-typescript). Do not edit: run `npm run client:generate`; CI runs `npm run client:check`.
 */
export interface paths {
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The games served here, with their seat counts and option defaults */
        get: operations["listGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listEastWestMatches"];
        put?: never;
        /**
         * Create a East-West match
         * @description East-West (Reiner Knizia), 2 players, 32-card deck: three face-up centre cards are shared; on your turn you draw a card (only you see it) and place it on your side of a column, 4 per column, making one 5-card poker hand per column with its centre card. Win 2 columns for 1 point or all 3 for 2 points; the first to `targetPoints` wins.
         */
        post: operations["createEastWestMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer waits (long poll) until the version exceeds N, or `timeoutSeconds`.
         */
        get: operations["getEastWestMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinEastWestMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listEastWestMoves"];
        put?: never;
        /**
         * Play a East-West move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered.
         */
        post: operations["moveEastWest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkEastWestMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description The token goes in `?token=` or a bearer header. Resumes after `Last-Event-ID` (the version). Heartbeat comments every 15 s.
         */
        get: operations["followEastWestMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listInBetweenMatches"];
        put?: never;
        /**
         * Create a In-Between match
         * @description In-Between (Acey-Deucey), 2-8 players: two posts are turned for the player on turn, who bets 1 to M chips (at most the pot and their stack) that a third card ranks strictly between them; a pair of posts pays from the pot, consecutive posts cost 1 chip. The most chips after `rounds` orbits of the deal wins.
         */
        post: operations["createInBetweenMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer waits (long poll) until the version exceeds N, or `timeoutSeconds`.
         */
        get: operations["getInBetweenMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinInBetweenMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listInBetweenMoves"];
        put?: never;
        /**
         * Play a In-Between move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered.
         */
        post: operations["moveInBetween"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkInBetweenMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description The token goes in `?token=` or a bearer header. Resumes after `Last-Event-ID` (the version). Heartbeat comments every 15 s.
         */
        get: operations["followInBetweenMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listChinesePokerMatches"];
        put?: never;
        /**
         * Create a Chinese Poker match
         * @description Chinese Poker (Thirteen), 2–4 players: arrange your 13 cards into a 3-card front, a 5-card middle and a 5-card back row (back ≥ middle ≥ front), all seats at once and in secret; rows are compared pairwise with bonus points for strong rows, special hands score a fixed bonus. Everything is revealed when every seat has submitted.
         */
        post: operations["createChinesePokerMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer waits (long poll) until the version exceeds N, or `timeoutSeconds`.
         */
        get: operations["getChinesePokerMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinChinesePokerMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listChinesePokerMoves"];
        put?: never;
        /**
         * Play a Chinese Poker move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered.
         */
        post: operations["moveChinesePoker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkChinesePokerMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description The token goes in `?token=` or a bearer header. Resumes after `Last-Event-ID` (the version). Heartbeat comments every 15 s.
         */
        get: operations["followChinesePokerMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listEuchreMatches"];
        put?: never;
        /**
         * Create a Euchre match
         * @description Euchre (four-hand, North American), 4 players in two partnerships (seats 0+2 and 1+3), 24 cards: order up the up card or name trump in a second round, the dealer discards, anyone may go alone, the makers need 3 of 5 tricks (bowers rank highest). First partnership to `targetPoints` wins.
         */
        post: operations["createEuchreMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer waits (long poll) until the version exceeds N, or `timeoutSeconds`.
         */
        get: operations["getEuchreMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinEuchreMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listEuchreMoves"];
        put?: never;
        /**
         * Play a Euchre move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered.
         */
        post: operations["moveEuchre"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkEuchreMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description The token goes in `?token=` or a bearer header. Resumes after `Last-Event-ID` (the version). Heartbeat comments every 15 s.
         */
        get: operations["followEuchreMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listTexasHoldemMatches"];
        put?: never;
        /**
         * Create a Texas Hold'em match
         * @description Texas Hold'em, 2-10 players: two hole cards each and five shared board cards, best five of seven. Variant `betting` (default): blinds, antes, no-limit / pot-limit / fixed-limit, four betting rounds, side pots; variant `no-betting`: a single round of bets. Bet and raise sizes come as { min, max } templates in legalMoves; `raise.to` is the total bet in the round. The last player with chips wins, or the most chips after `maxHands`.
         */
        post: operations["createTexasHoldemMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer waits (long poll) until the version exceeds N, or `timeoutSeconds`.
         */
        get: operations["getTexasHoldemMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinTexasHoldemMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listTexasHoldemMoves"];
        put?: never;
        /**
         * Play a Texas Hold'em move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered.
         */
        post: operations["moveTexasHoldem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkTexasHoldemMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description The token goes in `?token=` or a bearer header. Resumes after `Last-Event-ID` (the version). Heartbeat comments every 15 s.
         */
        get: operations["followTexasHoldemMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        GameInfoDto: {
            /** @example euchre */
            game: string;
            /** @example Euchre */
            name: string;
            /** @example 4 */
            minPlayers: number;
            /** @example 4 */
            maxPlayers: number;
            /** @description Default value of every option */
            options: Record<string, unknown>;
            /** @description Every option: type, default, range or values, description */
            optionsSchema: Record<string, unknown>;
            /**
             * @example [
             *       "random",
             *       "basic"
             *     ]
             */
            bots: string[];
        };
        HealthDto: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok" | "unavailable";
            /**
             * @example up
             * @enum {string}
             */
            database: "up" | "down";
        };
        PlaceMoveDto: {
            /**
             * @description The only move: put your drawn card (the view's `pendingCard`) face up on your side of a column.
             * @example place
             * @enum {string}
             */
            type: "place";
            /**
             * @description The column (0, 1 or 2) whose centre card the drawn card joins. You may put at most 4 cards in each column; legalMoves lists the columns with room. Missing or not 0-2 → 422 invalid-column; a column where you already have 4 cards → 422 column-full.
             * @example 1
             */
            column: number;
        };
        EastWestOptionsDto: {
            /**
             * @description The match ends as soon as a player has at least this many points. A round gives 2 points for winning all three columns, 1 for winning two, otherwise 0.
             * @default 5
             * @example 5
             */
            targetPoints?: number;
            /**
             * @description Where the flush ranks with 32 cards (it is rarer than a full house there): "standard" (straight < flush < full house), "above-full-house" (full house < flush < four of a kind) or "above-four-of-a-kind" (four of a kind < flush < straight flush).
             * @default standard
             * @example standard
             * @enum {string}
             */
            flushRank?: "standard" | "above-full-house" | "above-four-of-a-kind";
            /**
             * @description A-7-8-9-T counts as the lowest straight (top card T). When false it is ace-high high card, or a flush if suited.
             * @default true
             * @example true
             */
            aceLowStraight?: boolean;
        };
        SeatSpecDto: {
            /**
             * @description A person plays this seat; the answer carries its token.
             * @example ana
             */
            name?: string;
            /**
             * @description The server plays this seat.
             * @example random
             * @enum {string}
             */
            bot?: "random" | "basic";
        };
        CreateEastWestMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Missing seats up to the minimum are open.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /** @description East-West options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["EastWestOptionsDto"] & {
                /**
                 * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
                 * @default null
                 */
                turnSeconds?: number | null;
            };
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
        CreatedSeatDto: {
            seat: number;
            name: string | null;
            bot: string | null;
            /** @description The seat is taken (by a token holder or a bot). */
            connected: boolean;
            /** @description The seat's secret token (only in the create answer, for seats created with a name). */
            token?: string;
        };
        ResultDto: {
            winners: number[];
            scores: number[];
            /** @example target-reached */
            reason: string;
        };
        FairnessDto: {
            /** @description sha256 of the seed (hex), published at creation */
            seedHash: string;
            /** @description the seed, revealed when the match is finished */
            seed: string | null;
        };
        CreatedMatchDto: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            options: Record<string, unknown>;
            seats: components["schemas"]["CreatedSeatDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description The game's state as your seat may see it. */
            state: Record<string, unknown>;
            /** @description Only for your seat when it may act: moves to post as they are, or templates with `{min,max}` integer fields or `{choose,from}` card fields. */
            legalMoves?: Record<string, unknown>[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        ErrorDto: {
            /** @example 422 */
            statusCode: number;
            /**
             * @example illegal-move
             * @enum {string}
             */
            error: "bad-request" | "unauthorized" | "not-your-turn" | "not-found" | "conflict" | "payload-too-large" | "unsupported-media-type" | "illegal-move" | "too-many-requests" | "service-unavailable" | "internal-error";
            /**
             * @description The rules file's reason code (422), or the conflict's cause (409).
             * @example column-full
             */
            reason?: string;
            /** @example column 1 is full */
            message: string;
            /**
             * @description Per-field problems (400).
             * @example {
             *       "column": "must not be greater than 4"
             *     }
             */
            details?: Record<string, unknown>;
            /** @example 30 */
            retryAfterSeconds?: number;
        };
        SeatViewDto: {
            seat: number;
            name: string | null;
            bot: string | null;
            /** @description The seat is taken (by a token holder or a bot). */
            connected: boolean;
        };
        LobbyItemDto: {
            /** Format: uuid */
            id: string;
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            version: number;
            seats: components["schemas"]["SeatViewDto"][];
            openSeats: number[];
            options: Record<string, unknown>;
            /** Format: date-time */
            createdAt: string;
        };
        LobbyPageDto: {
            items: components["schemas"]["LobbyItemDto"][];
            nextCursor: string | null;
        };
        MatchViewDto: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            options: Record<string, unknown>;
            seats: components["schemas"]["SeatViewDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description The game's state as your seat may see it. */
            state: Record<string, unknown>;
            /** @description Only for your seat when it may act: moves to post as they are, or templates with `{min,max}` integer fields or `{choose,from}` card fields. */
            legalMoves?: Record<string, unknown>[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        JoinDto: {
            /** @example ana */
            name: string;
            /**
             * @description A particular open seat; by default the first open one.
             * @example 2
             */
            seat?: number;
        };
        JoinedDto: {
            seat: number;
            /** @description Secret seat token: send it as Authorization: Bearer <token>. */
            token: string;
            match: components["schemas"]["MatchViewDto"];
        };
        MoveCheckDto: {
            /** @description The move would be accepted now. */
            valid: boolean;
            /**
             * @description The rules file's reason code when not valid.
             * @example rows-out-of-order
             */
            reason: string | null;
            message: string;
            /** @description Game-specific help, e.g. each Chinese poker row described. */
            details?: Record<string, unknown>;
        };
        LogEntryDto: {
            seq: number;
            seat: number;
            /** @description The move, redacted where it holds what is still hidden from you. */
            move: Record<string, unknown>;
            /** Format: date-time */
            at: string;
        };
        InBetweenBetMoveDto: {
            /**
             * @description The only move: bet that the third card ranks strictly between the two posts.
             * @example bet
             * @enum {string}
             */
            type: "bet";
            /**
             * @description Chips staked, an integer from 1 to the maximum bet M given in legalMoves ({ "type": "bet", "amount": { "min": 1, "max": M } }): M = min(pot, own chips), or with maxBetRule "half-pot" min(max(1, floor(pot / 2)), own chips). Out of range → 422 with reason bet-too-small, bet-exceeds-pot, bet-exceeds-chips or bet-exceeds-limit. Win: the third card ranks strictly between the posts and you take `amount` from the pot; otherwise `amount` goes into the pot.
             * @example 3
             */
            amount: number;
        };
        InBetweenOptionsDto: {
            /**
             * @description Chips each player receives at match start.
             * @default 20
             * @example 20
             */
            startingChips?: number;
            /**
             * @description Chips each player pays into the pot at match start and whenever the pot is empty at the end of a turn (re-ante); a player short of it pays what they have.
             * @default 1
             * @example 1
             */
            ante?: number;
            /**
             * @description Chips won from the pot when the two posts are a pair (no third card), capped by the pot. The seed says 2, "in some games" 3.
             * @default 2
             * @example 3
             */
            pairPayout?: number;
            /**
             * @description Full orbits of the deal: the match ends after rounds × (players at start) deals, or earlier when one player is left.
             * @default 3
             * @example 3
             */
            rounds?: number;
            /**
             * @description Maximum bet: "pot" = min(pot, own chips) as in the seed; "half-pot" = min(max(1, floor(pot / 2)), own chips).
             * @default pot
             * @example pot
             * @enum {string}
             */
            maxBetRule?: "pot" | "half-pot";
        };
        CreateInBetweenMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Missing seats up to the minimum are open.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /** @description In-Between options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["InBetweenOptionsDto"] & {
                /**
                 * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
                 * @default null
                 */
                turnSeconds?: number | null;
            };
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
        ArrangeMoveDto: {
            /**
             * @description Submit your three rows. Final once accepted; hidden from the others until every seat has submitted.
             * @enum {string}
             */
            type: "arrange";
            /**
             * @description Front row: exactly 3 of your cards (no straights or flushes in front). 422 `wrong-row-size` otherwise.
             * @example [
             *       "6s",
             *       "6c",
             *       "4h"
             *     ]
             */
            front: string[];
            /**
             * @description Middle row: exactly 5 of your cards, not weaker than the front row (poker-hands.md §7).
             * @example [
             *       "Td",
             *       "Ts",
             *       "9c",
             *       "Qs",
             *       "8c"
             *     ]
             */
            middle: string[];
            /**
             * @description Back row: exactly 5 of your cards, not weaker than the middle row. The three rows use exactly your 13 cards; 422 `rows-out-of-order` when back < middle or middle < front (the message names each row).
             * @example [
             *       "3h",
             *       "3d",
             *       "3s",
             *       "2h",
             *       "2d"
             *     ]
             */
            back: string[];
        };
        DeclareMoveDto: {
            /**
             * @description Declare a special hand (needs option specialHands). The rows must also be a legal arrangement: a voided declaration is scored on them.
             * @enum {string}
             */
            type: "declare";
            /**
             * @description six-pairs: six disjoint pairs among the 13 cards (bonus 3 per opponent); three-straights: middle and back are straights, front 3 consecutive ranks (3); three-flushes: each row one suit (3); dragon: 13 different ranks (13). The earliest declaration wins, except that a dragon beats the others. 422 `unknown-special-hand` / `special-hand-not-qualified`.
             * @example three-flushes
             * @enum {string}
             */
            hand: "six-pairs" | "three-straights" | "three-flushes" | "dragon";
            /**
             * @description Front row: 3 cards.
             * @example [
             *       "2h",
             *       "7h",
             *       "9h"
             *     ]
             */
            front: string[];
            /**
             * @description Middle row: 5 cards.
             * @example [
             *       "3c",
             *       "6c",
             *       "8c",
             *       "Tc",
             *       "Kc"
             *     ]
             */
            middle: string[];
            /**
             * @description Back row: 5 cards.
             * @example [
             *       "4s",
             *       "5s",
             *       "9s",
             *       "Js",
             *       "As"
             *     ]
             */
            back: string[];
        };
        ChinesePokerOptionsDto: {
            /**
             * @description Number of hands (deals) in the match; the highest total wins.
             * @default 4
             * @example 4
             */
            hands?: number;
            /**
             * @description Whether the `declare` move (special hands) is allowed.
             * @default true
             * @example true
             */
            specialHands?: boolean;
        };
        CreateChinesePokerMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Missing seats up to the minimum are open.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /** @description Chinese Poker options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["ChinesePokerOptionsDto"] & {
                /**
                 * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
                 * @default null
                 */
                turnSeconds?: number | null;
            };
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
        PassMoveDto: {
            /**
             * @description Pass in bid round 1 (decline the up card), in bid round 2 (name no suit) or in the `alone` phase (do not go alone). With stickTheDealer the dealer may not pass in round 2 once the others have: 422 `dealer-must-name`.
             * @example pass
             * @enum {string}
             */
            type: "pass";
        };
        OrderUpMoveDto: {
            /**
             * @description Bid round 1: make the up card's suit trump ("order it up" for an opponent of the dealer, "assist" for the dealer's partner, "accept" for the dealer). The dealer then takes the up card and discards one card (the dealer who accepted may not discard the up card).
             * @example order-up
             * @enum {string}
             */
            type: "order-up";
            /**
             * @description Go alone: your partner sits out. If the dealer's partner orders up alone, the dealer sits out and does not pick up the up card.
             * @default false
             * @example false
             */
            alone?: boolean;
        };
        DiscardMoveDto: {
            /**
             * @description The dealer discards one of 6 cards face down after an order-up (hidden from everyone else, also in the move log).
             * @example discard
             * @enum {string}
             */
            type: "discard";
            /**
             * @description One of your 6 cards. 422 `card-not-in-hand` otherwise; 422 `must-keep-up-card` when you accepted the up card yourself and try to discard it.
             * @example 9c
             */
            card: string;
        };
        NameTrumpMoveDto: {
            /**
             * @description Bid round 2: name the trump suit; your team become the makers.
             * @example name-trump
             * @enum {string}
             */
            type: "name-trump";
            /**
             * @description c, d, h or s, except the suit of the turned-down up card (422 `suit-turned-down`). Anything else is 422 `invalid-suit`.
             * @example h
             * @enum {string}
             */
            suit: "c" | "d" | "h" | "s";
            /**
             * @description Go alone: your partner sits out.
             * @default false
             * @example false
             */
            alone?: boolean;
        };
        GoAloneMoveDto: {
            /**
             * @description The `alone` phase (after trump is fixed, before the first lead): play this hand without your partner, who sits out. Offered once to each eligible player from the dealer's left: one lone player per team; defenders only with allowDefenderAlone.
             * @example go-alone
             * @enum {string}
             */
            type: "go-alone";
        };
        PlayMoveDto: {
            /**
             * @description Play a card to the current trick.
             * @example play
             * @enum {string}
             */
            type: "play";
            /**
             * @description A card of your hand (422 `card-not-in-hand`). You must follow the effective suit led if you can (422 `must-follow-suit`); the left bower (the jack of the suit of trump's colour) counts as a trump for every purpose.
             * @example Jd
             */
            card: string;
        };
        EuchreOptionsDto: {
            /**
             * @description The match ends when a team (seats 0+2 or 1+3) has at least this many points (seed: 10).
             * @default 10
             * @example 10
             */
            targetPoints?: number;
            /**
             * @description If true, the dealer may not pass in bid round 2 and must name trump. If false (seed), a hand where everyone passes twice is thrown in and the next player deals.
             * @default false
             * @example false
             */
            stickTheDealer?: boolean;
            /**
             * @description Whether a defender may go alone (seed: yes).
             * @default true
             * @example true
             */
            allowDefenderAlone?: boolean;
        };
        CreateEuchreMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Missing seats up to the minimum are open.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /** @description Euchre options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["EuchreOptionsDto"] & {
                /**
                 * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
                 * @default null
                 */
                turnSeconds?: number | null;
            };
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
        FoldMoveDto: {
            /**
             * @description Give up the hand. Always allowed on your turn in the betting variant (even when a check is possible); in no-betting only during `calls`.
             * @example fold
             * @enum {string}
             */
            type: "fold";
        };
        CheckMoveDto: {
            /**
             * @description Pass without betting; only when your bet this round equals the bet to match (otherwise 422 `cannot-check`). Betting variant only.
             * @example check
             * @enum {string}
             */
            type: "check";
        };
        CallMoveDto: {
            /**
             * @description Match the current bet: puts in min(bet to match − your bet this round, your stack); calling short makes you all-in. 422 `nothing-to-call` when there is no bet.
             * @example call
             * @enum {string}
             */
            type: "call";
            /**
             * @description Optional: the chips the call puts in, as listed in legalMoves ({ "type": "call", "amount": 40 }). Any other value → 422 `wrong-amount`.
             * @example 40
             */
            amount?: number;
        };
        HoldemBetMoveDto: {
            /**
             * @description Open the betting of a round (nobody has bet yet; otherwise 422 `already-bet`). In no-betting: the opener's bet in `opening-bet` (1 to the stack).
             * @example bet
             * @enum {string}
             */
            type: "bet";
            /**
             * @description Chips bet, within legalMoves' { "type": "bet", "amount": { "min": a, "max": b } }: at least the big blind (less only all-in), at most your stack, at most the pot in pot-limit; exactly the fixed size in fixed-limit. Reasons: `bet-exceeds-stack`, `bet-too-small`, `bet-exceeds-pot`, `wrong-amount`, `invalid-amount`.
             * @example 20
             */
            amount: number;
        };
        RaiseMoveDto: {
            /**
             * @description Raise the current bet. Betting variant only (no-betting → 422 `move-not-allowed`).
             * @example raise
             * @enum {string}
             */
            type: "raise";
            /**
             * @description Your TOTAL bet in the round after the raise (not the increment), within legalMoves' { "type": "raise", "to": { "min": a, "max": b } }. No-limit/pot-limit: at least bet + last full raise increment (less only all-in); pot-limit: at most bet + pot + call; fixed-limit: exactly the next level. An all-in short of a full raise does not reopen the betting for players who already acted (`betting-not-reopened`). Reasons: `no-bet-to-raise`, `betting-not-reopened`, `raise-cap-reached`, `raise-exceeds-stack`, `raise-too-small`, `raise-exceeds-pot`, `wrong-amount`, `invalid-amount`.
             * @example 80
             */
            to: number;
        };
        AllInMoveDto: {
            /**
             * @description Put in your whole stack. Counts as a call if that does not exceed the bet to match, as a bet if nobody has bet, otherwise as a raise: size minimums are waived, but maximums (pot-limit, fixed-limit sizes), the raise cap and the reopening rule still apply.
             * @example all-in
             * @enum {string}
             */
            type: "all-in";
        };
        TexasHoldemOptionsDto: {
            /**
             * @description Which version of the seed is played: blinds Hold'em with four betting rounds, or the simplified single round of bets.
             * @default betting
             * @example betting
             * @enum {string}
             */
            variant?: "betting" | "no-betting";
            /**
             * @description Bet sizing (betting variant only).
             * @default no-limit
             * @example no-limit
             * @enum {string}
             */
            bettingStructure?: "no-limit" | "pot-limit" | "fixed-limit";
            /**
             * @description Chips per player at match start.
             * @default 1000
             * @example 1000
             */
            startingStack?: number;
            /**
             * @description Small blind (betting variant only).
             * @default 5
             * @example 5
             */
            smallBlind?: number;
            /**
             * @description Big blind (betting only; a value below smallBlind is raised to smallBlind). Also the minimum bet and first raise increment, and the small bet of fixed-limit.
             * @default 10
             * @example 10
             */
            bigBlind?: number;
            /**
             * @description Ante paid by every player before each hand, in both variants.
             * @default 0
             * @example 0
             */
            ante?: number;
            /**
             * @description No-betting only: 0 = the opener chooses the amount; n > 0 = the opening bet is n, posted automatically.
             * @default 0
             * @example 0
             */
            openingBet?: number;
            /**
             * @description 0 = play until one player holds every chip; otherwise the match ends after this many hands (most chips wins, ties are co-winners).
             * @default 0
             * @example 20
             */
            maxHands?: number;
            /**
             * @description If true, losing hands at showdown that need not be shown (not first to show, not all-in, winning nothing) are mucked unseen.
             * @default false
             * @example false
             */
            allowMuck?: boolean;
        };
        CreateTexasHoldemMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Missing seats up to the minimum are open.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /** @description Texas Hold'em options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["TexasHoldemOptionsDto"] & {
                /**
                 * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
                 * @default null
                 */
                turnSeconds?: number | null;
            };
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameInfoDto"][];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    listEastWestMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createEastWestMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEastWestMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedMatchDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getEastWestMatch: {
        parameters: {
            query?: {
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinEastWestMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listEastWestMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveEastWest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkEastWestMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followEastWestMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description an event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listInBetweenMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createInBetweenMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInBetweenMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedMatchDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getInBetweenMatch: {
        parameters: {
            query?: {
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinInBetweenMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listInBetweenMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveInBetween: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InBetweenBetMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkInBetweenMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InBetweenBetMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followInBetweenMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description an event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listChinesePokerMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createChinesePokerMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChinesePokerMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedMatchDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getChinesePokerMatch: {
        parameters: {
            query?: {
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinChinesePokerMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listChinesePokerMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveChinesePoker: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["ArrangeMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["DeclareMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                });
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkChinesePokerMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArrangeMoveDto"] | components["schemas"]["DeclareMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followChinesePokerMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description an event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listEuchreMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createEuchreMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEuchreMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedMatchDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getEuchreMatch: {
        parameters: {
            query?: {
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinEuchreMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listEuchreMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveEuchre: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["PassMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["OrderUpMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["DiscardMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["NameTrumpMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["GoAloneMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["PlayMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                });
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkEuchreMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PassMoveDto"] | components["schemas"]["OrderUpMoveDto"] | components["schemas"]["DiscardMoveDto"] | components["schemas"]["NameTrumpMoveDto"] | components["schemas"]["GoAloneMoveDto"] | components["schemas"]["PlayMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followEuchreMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description an event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listTexasHoldemMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createTexasHoldemMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTexasHoldemMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedMatchDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getTexasHoldemMatch: {
        parameters: {
            query?: {
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinTexasHoldemMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listTexasHoldemMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveTexasHoldem: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["FoldMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["CheckMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["CallMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["HoldemBetMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["RaiseMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                }) | (components["schemas"]["AllInMoveDto"] & {
                    /** @description The version you saw; 409 if the match has moved on. */
                    expectedVersion?: number;
                });
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkTexasHoldemMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FoldMoveDto"] | components["schemas"]["CheckMoveDto"] | components["schemas"]["CallMoveDto"] | components["schemas"]["HoldemBetMoveDto"] | components["schemas"]["RaiseMoveDto"] | components["schemas"]["AllInMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followTexasHoldemMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description an event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit (Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
}
