import { useState } from 'react';
import {
  IMAGE_DEMO_RESTAURANT_ID,
  IMAGE_GENERATOR_TEXTS as TEXTS,
  parseImageBatchLines,
  type GenerateImageRequest,
} from '@marketplace/contracts';
import { Button, Card, CardTitle, TextAreaField } from '@marketplace/ui';
import screen from '../layout/screen.module.css';
import type { GeneratorState } from './image-results';

/** Admin spec 5: one 'name, category' a line; the button waits for some text and for a run to end. */
export function BatchImageForm({
  running,
  onGenerate,
}: {
  running: GeneratorState;
  onGenerate: (requests: GenerateImageRequest[]) => void;
}) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  return (
    <Card>
      <form
        className={screen.form}
        aria-labelledby="image-batch-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (blank || running !== 'idle') return;
          onGenerate(parseImageBatchLines(text, (index) => IMAGE_DEMO_RESTAURANT_ID + index));
        }}
      >
        <CardTitle id="image-batch-title">{TEXTS.batchTitle}</CardTitle>
        <TextAreaField
          label={TEXTS.batchLabel}
          hint={TEXTS.batchHint}
          rows={5}
          placeholder={'Paneer Tikka, starter\nMango Lassi, beverage'}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" fullWidth disabled={blank || running !== 'idle'}>
          {running === 'batch' ? TEXTS.generating : TEXTS.generateBatch}
        </Button>
      </form>
    </Card>
  );
}
