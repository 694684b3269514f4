import { describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswersScript, parseFirstAnswers } from './firstAnswers.ts';

describe('first answers', () => {
  const hostile = '</script><script>alert(1)</script>\u2028\u2029<!--';

  it('travel as one script element that no string in the data can close or comment out', () => {
    const script = firstAnswersScript([{ key: 'Q:{}', data: { name: hostile } }]);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(script.startsWith(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">`)).toBe(true);
    expect(body).not.toMatch(/[<\u2028\u2029]/);
    expect(parseFirstAnswers(body)).toEqual([{ key: 'Q:{}', data: { name: hostile } }]);
  });

  it('read as none when missing or malformed', () => {
    expect(parseFirstAnswers(null)).toEqual([]);
    expect(parseFirstAnswers('{"key":')).toEqual([]);
    expect(parseFirstAnswers('{"key":"Q","data":1}')).toEqual([]);
    expect(parseFirstAnswers('[{"key":1,"data":1},{"key":"Q","data":null}]')).toEqual([
      { key: 'Q', data: null },
    ]);
  });
});
