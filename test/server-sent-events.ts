import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * Reads a Server-Sent Events body as it comes (a room's live events, docs/viva-rooms.md), handing
 * each event and each raw chunk of text to the caller, until the stream ends or is cancelled.
 */
export function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: EventSourceMessage) => void,
  onText: (text: string) => void = () => {},
): ReadableStreamDefaultReader<Uint8Array> {
  const reader = body.getReader();
  const parser = createParser({ onEvent });
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        onText(text);
        parser.feed(text);
      }
    } catch {
      // Cancelled by its reader.
    }
  })();
  return reader;
}
